import type { ServerModule } from '../../server-module.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import { accountRoutes } from './accounts.routes.ts';
import type { GettingStartedEvidence } from './accounts.service.ts';

/** The getting-started checklist's evidence comes from modules above accounts (keys, payments). */
export const accountsModule = (evidence: GettingStartedEvidence): ServerModule => ({
  tags: [
    {
      name: 'accounts',
      description:
        "The account switcher, the session's current account, its settings, permissions and getting-started steps.",
    },
  ],
  routes: ({ ctx }) => [accountRoutes(ctx, evidence), accountSettingsRoutes(ctx)],
});
