import type { ServerModule } from '../../server-module.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import type { ZoneFollower } from './account-settings.service.ts';
import { accountRoutes } from './accounts.routes.ts';
import type { GettingStartedEvidence } from './accounts.service.ts';

/**
 * The getting-started checklist's evidence comes from modules above accounts (keys, payments),
 * and so does what follows a zone change (statistics).
 */
export const accountsModule = (evidence: GettingStartedEvidence, followZone: ZoneFollower): ServerModule => ({
  tags: [
    {
      name: 'accounts',
      description:
        "The account switcher, the session's current account, its settings, permissions and getting-started steps.",
    },
  ],
  routes: ({ ctx }) => [accountRoutes(ctx, evidence), accountSettingsRoutes(ctx, followZone)],
});
