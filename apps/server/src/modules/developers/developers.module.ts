import type { ServerModule } from '../../server-module.ts';
import { apiKeyRoutes } from './api-keys.routes.ts';

export const developersModule: ServerModule = {
  tags: [
    {
      name: 'developers',
      description:
        'API keys: a publishable and a secret key per mode. A secret key is shown once, when it is made or rolled; rolling lets the old key work on for a chosen time.',
    },
  ],
  routes: ({ ctx }) => [apiKeyRoutes(ctx)],
};
