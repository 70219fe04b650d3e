import type { ServerModule } from '../../server-module.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import { accountRoutes } from './accounts.routes.ts';

export const accountsModule: ServerModule = {
  tags: [
    {
      name: 'accounts',
      description:
        "The account switcher, the session's current account, its settings, permissions and getting-started steps.",
    },
  ],
  routes: ({ ctx }) => [accountRoutes(ctx), accountSettingsRoutes(ctx)],
};
