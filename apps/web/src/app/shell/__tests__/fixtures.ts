import { buildAccess } from '@paydeck/contract/access';
import { allPermissions, rolePermissions } from '@paydeck/contract/permissions';
import type { BusinessType } from '@paydeck/contract/roles';
import { matchRoutes } from 'react-router';
import { shellRoutes } from '../../shell-routes.tsx';
import type { AccessContext, RouteMatchLike } from '../guard.ts';

export const accountId = 'acct_a';

type Who = 'owner' | 'finance' | 'developer';

/** The access context of a user in an account: the built-in role's grant and the account's business. */
export const contextOf = (
  who: Who,
  business: readonly BusinessType[] = ['payin', 'payout', 'recurring'],
  overrides: Partial<AccessContext> = {},
): AccessContext => ({
  account: { id: accountId, enableBusiness: business },
  access: buildAccess(who === 'owner' ? allPermissions : [...rolePermissions[who]]),
  merchantOwner: who === 'owner',
  hasAccounts: true,
  ...overrides,
});

/** The route table's matches for a path, as the shell loader computes them. */
export const matchesOf = (path: string): RouteMatchLike[] => matchRoutes(shellRoutes, path) ?? [];

/** The matches as useMatches() gives them to components (handle at the top level). */
export const uiMatchesOf = (path: string) =>
  matchesOf(path).map((match) => ({ pathname: match.pathname, params: match.params, handle: match.route.handle }));
