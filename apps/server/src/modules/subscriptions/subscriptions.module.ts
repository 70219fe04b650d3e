import type { ServerModule } from '../../server-module.ts';
import { registerBillingJobs } from './billing.jobs.ts';
import { mandateSigningRoutes } from './mandate-signing.routes.ts';
import { mandateRoutes } from './mandates.routes.ts';
import { answerDueMandateCharges } from './mandates.service.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

/** Recurring: mandates, the customer's signing page, subscriptions and their billing engine. */
export const subscriptionsModule: ServerModule = {
  tags: [
    {
      name: 'mandates',
      description:
        'A customer’s standing permission to charge a recurring-capable method: create one, send the customer to sign ' +
        'it, charge it without the payer, cancel it.',
    },
    {
      name: 'mandate signing',
      description:
        'The customer-facing signing page (/mandate/{id}), authorized by the token of the mandate’s action url; in test ' +
        'mode its simulated processor signs or declines.',
    },
    {
      name: 'subscriptions',
      description:
        'Charges of a signed mandate at the start of each period, a set number of times; in test mode, billed by a ' +
        'test clock the merchant moves.',
    },
  ],
  routes: ({ ctx }) => [mandateRoutes(ctx), mandateSigningRoutes(ctx), subscriptionRoutes(ctx)],
  sweeps: [
    // One-off mandate charges whose request died before the processor answered are charged.
    {
      queue: 'subscriptions.charge-mandates',
      cron: '* * * * *',
      run: (ctx) => answerDueMandateCharges(ctx),
      what: 'mandate charges answered late',
    },
  ],
  jobs: registerBillingJobs,
};
