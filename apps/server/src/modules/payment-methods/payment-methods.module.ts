import type { ServerModule } from '../../server-module.ts';
import { paymentMethodRoutes } from './payment-methods.routes.ts';

export const paymentMethodsModule: ServerModule = {
  tags: [
    {
      name: 'payment_methods',
      description:
        'The local payment methods Paydeck offers, each with its flow, currencies, limits and fees, and whether the account has it enabled in the mode.',
    },
  ],
  routes: ({ ctx }) => [paymentMethodRoutes(ctx)],
};
