import type { ServerModule } from '../../server-module.ts';
import { customerRoutes } from './customers.routes.ts';

export const customersModule: ServerModule = {
  tags: [{ name: 'customers', description: 'Customers of the merchant, with their payments.' }],
  routes: ({ ctx }) => [customerRoutes(ctx)],
};
