import type { ServerModule } from '../../server-module.ts';
import { authRoutes } from './auth.routes.ts';
import { userRoutes } from './user.routes.ts';

export const identityModule: ServerModule = {
  tags: [
    {
      name: 'auth',
      description: 'Signing in (with a two-factor step), registration, email confirmation, password recovery.',
    },
    {
      name: 'user',
      description: 'The signed-in user: profile, preferences, two-factor authentication, login history.',
    },
  ],
  routes: ({ ctx }) => [authRoutes(ctx), userRoutes(ctx)],
};
