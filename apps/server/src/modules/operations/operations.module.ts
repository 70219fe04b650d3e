import type { ServerModule } from '../../server-module.ts';
import { operationRoutes } from './operations.routes.ts';

export const operationsModule: ServerModule = {
  tags: [
    {
      name: 'operations',
      description:
        'The activity log: every change to members, invitations, account settings, API keys and payment methods, and every refused attempt.',
    },
  ],
  routes: ({ ctx }) => [operationRoutes(ctx)],
};
