import type { ServerModule } from '../../server-module.ts';
import { healthRoutes } from './health.routes.ts';
import { metricsRoutes } from './metrics.routes.ts';

export const healthModule: ServerModule = {
  tags: [{ name: 'health', description: 'Liveness and readiness probes for load balancers and orchestrators.' }],
  routes: ({ database, metrics }) => [healthRoutes(database), ...(metrics ? [metricsRoutes(metrics)] : [])],
};
