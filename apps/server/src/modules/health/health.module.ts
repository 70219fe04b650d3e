import type { ServerModule } from '../../server-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule: ServerModule = {
  tags: [{ name: 'health', description: 'Liveness and readiness probes for load balancers and orchestrators.' }],
  routes: ({ database }) => [healthRoutes(database)],
};
