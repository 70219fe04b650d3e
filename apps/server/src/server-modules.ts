import { accountsModule } from './modules/accounts/accounts.module.ts';
import { balanceModule } from './modules/balance/balance.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { hasSecretKey } from './modules/developers/api-keys.service.ts';
import { developersModule } from './modules/developers/developers.module.ts';
import { disputesModule } from './modules/disputes/disputes.module.ts';
import { paymentDisputes } from './modules/disputes/disputes.service.ts';
import { docsModule } from './modules/docs/docs.module.ts';
import { useEventConsumers } from './modules/events/event-consumers.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { exportsModule } from './modules/exports/exports.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { ledgerModule } from './modules/ledger/ledger.module.ts';
import { merchantsModule } from './modules/merchants/merchants.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { operationsModule } from './modules/operations/operations.module.ts';
import { paymentMethodsModule } from './modules/payment-methods/payment-methods.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { customerPayments, hasPaidTestPayment } from './modules/payments/payments.service.ts';
import { payoutsModule } from './modules/payouts/payouts.module.ts';
import { referenceModule } from './modules/reference/reference.module.ts';
import { refundsModule } from './modules/refunds/refunds.module.ts';
import { paymentRefunds } from './modules/refunds/refunds.service.ts';
import { statisticsModule } from './modules/statistics/statistics.module.ts';
import { statisticsEventConsumer } from './modules/statistics/statistics-consumer.ts';
import { recutStatisticsDays } from './modules/statistics/statistics-rebuild.service.ts';
import { customerMandates } from './modules/subscriptions/mandates.service.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts';
import { teamModule } from './modules/team/team.module.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { hasWebhookEndpoint } from './modules/webhooks/endpoints.service.ts';
import { webhookEventConsumer } from './modules/webhooks/webhook-consumer.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import type { ServerModule } from './server-module.ts';

/** Every area of the server, in the order the API reference lists their tags. */
export const serverModules: ServerModule[] = [
  healthModule,
  referenceModule,
  docsModule,
  identityModule,
  merchantsModule,
  teamModule,
  // The checklist's evidence and the statistics' days from modules above accounts, which accounts
  // must not import.
  accountsModule({ hasSecretKey, hasPaidTestPayment, hasWebhookEndpoint }, recutStatisticsDays),
  messagesModule,
  ticketsModule,
  operationsModule,
  developersModule,
  paymentMethodsModule,
  // Pay-in depends one way (customers ← payments ← disputes ← refunds, and ← subscriptions): a
  // detail that shows what depends on it gets those parts here.
  customersModule({ payments: customerPayments, mandates: customerMandates }),
  paymentsModule({ refunds: paymentRefunds, disputes: paymentDisputes }),
  refundsModule,
  disputesModule,
  subscriptionsModule,
  filesModule,
  ledgerModule,
  balanceModule,
  payoutsModule,
  exportsModule,
  statisticsModule,
  eventsModule,
  webhooksModule,
];

// Events sit below the modules that consume them: the list hands them their consumers.
useEventConsumers([webhookEventConsumer, statisticsEventConsumer]);
