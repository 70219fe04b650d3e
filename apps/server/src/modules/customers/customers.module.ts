import type { ServerModule } from '../../server-module.ts';
import { customerRoutes } from './customers.routes.ts';
import type { CustomerPayments } from './customers.service.ts';

/** A customer's detail lists its payments, which the payments module (above this one) provides. */
export const customersModule = (latestPayments: CustomerPayments): ServerModule => ({
  tags: [{ name: 'customers', description: 'Customers of the merchant, with their payments.' }],
  routes: ({ ctx }) => [customerRoutes(ctx, latestPayments)],
});
