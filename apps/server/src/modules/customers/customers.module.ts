import type { ServerModule } from '../../server-module.ts';
import { customerRoutes } from './customers.routes.ts';
import type { CustomerRelated } from './customers.service.ts';

/** A customer's detail lists its payments and mandates, which modules above this one provide. */
export const customersModule = (related: CustomerRelated): ServerModule => ({
  tags: [{ name: 'customers', description: 'Customers of the merchant, with their payments and mandates.' }],
  routes: ({ ctx }) => [customerRoutes(ctx, related)],
});
