import type { ServerModule } from '../../server-module.ts';
import { referenceRoutes } from './reference.routes.ts';

export const referenceModule: ServerModule = {
  tags: [{ name: 'reference', description: 'Reference data: countries and time zones.' }],
  routes: () => [referenceRoutes],
};
