import type { ServerModule } from '../../server-module.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { gatewayNotificationRoutes } from './gateway-notifications.routes.ts';
import { submitDuePayments } from './payment-submission.service.ts';
import { paymentRoutes } from './payments.routes.ts';
import { expireDuePayments, type PaymentRelated } from './payments.service.ts';

/** A payment's detail lists its refunds and disputes, which their modules (above this one) provide. */
export const paymentsModule = (related: PaymentRelated): ServerModule => ({
  tags: [
    {
      name: 'payments',
      description:
        'Payments through local methods: create one, send the payer to its checkout link, follow its status, cancel it while unpaid.',
    },
    {
      name: 'checkout',
      description:
        'The payer-facing checkout page (/checkout/{id}), authorized by the token of the payment’s action url. For a test payment its simulated gateway moves the payment through its states; a live payment is completed by the payment processor only.',
    },
    {
      name: 'gateway',
      description:
        'The live payment processor’s signed notifications (on only with PAYDECK_GATEWAY_SECRET): the one way a live payment is completed.',
    },
  ],
  routes: ({ ctx, config }) => [
    paymentRoutes(ctx, related),
    checkoutRoutes(ctx),
    ...(config.gatewaySecret ? [gatewayNotificationRoutes(ctx, config.gatewaySecret)] : []),
  ],
  sweeps: [
    // Payments their request left unsubmitted (processor down, process gone) go to the processor.
    {
      queue: 'payin.submit-payments',
      cron: '* * * * *',
      run: (ctx) => submitDuePayments(ctx),
      what: 'payments submitted late',
    },
    // Unpaid payments past their expiry expire, each through the transition function.
    {
      queue: 'payin.expire-payments',
      cron: '* * * * *',
      run: (ctx) => expireDuePayments(ctx),
      what: 'payments expired',
    },
  ],
});
