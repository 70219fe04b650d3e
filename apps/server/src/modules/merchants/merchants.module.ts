import type { ServerModule } from '../../server-module.ts';
import { merchantRoutes } from './merchants.routes.ts';

export const merchantsModule: ServerModule = {
  tags: [{ name: 'merchants', description: 'Merchants and their accounts.' }],
  routes: ({ ctx }) => [merchantRoutes(ctx)],
};
