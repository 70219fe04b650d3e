import type { Locale } from '@paydeck/contract/locales';
import { queryRoots } from '../../../lib/query-roots.ts';
import type { Paging } from '../../../lib/url-paging.ts';

/** Team queries are the session's current account's; the keys name it so a switch refetches. */
export const teamKeys = {
  all: queryRoots.team,
  members: (accountId: string) => [...teamKeys.all, accountId, 'members'] as const,
  memberList: (accountId: string, query: Paging) => [...teamKeys.members(accountId), query] as const,
  invitations: (accountId: string) => [...teamKeys.all, accountId, 'invitations'] as const,
  invitationList: (accountId: string, query: Paging) => [...teamKeys.invitations(accountId), query] as const,
  roles: (locale: Locale) => [...teamKeys.all, 'roles', locale] as const,
};
