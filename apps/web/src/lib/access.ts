import { type Access, buildAccess } from '@paydeck/contract/access';
import type { AccountPermissions } from '@paydeck/contract/accounts';
import { hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { storage } from './storage.ts';

export type { Access };

export const getAccountPermissions = (accountId: string) =>
  api.get<AccountPermissions>(`/v1/accounts/${encodeURIComponent(accountId)}/permissions`);

/** The caller's permissions on an account (spec §6), fetched with the account at start. */
export const accountPermissionsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('permissions', accountId),
    queryFn: () => getAccountPermissions(accountId),
    retry: false,
    meta: { errorMode: 'silent' },
  });

/** The current account's grant, read through `select` (no account chosen yet: nothing asked). */
const useGrant = <T>(select: (grant: AccountPermissions) => T) => {
  const accountId = storage.get('accountId') ?? '';
  return useQuery({ ...accountPermissionsQueryOptions(accountId), enabled: accountId !== '', select });
};

/**
 * The named access checks of spec §6 for the current account (`access.refund.flags.can_add_refund`).
 * The web only hides what the server would refuse anyway.
 */
export const useAccess = () => useGrant((grant) => buildAccess(grant.permissions));

/**
 * Whether the caller holds every one of these permissions on the current account: for what a check's
 * flags can't tell apart (export_payments and list_payments both read as `can_read`).
 */
export const usePermitted = (...names: PermissionName[]) =>
  useGrant((grant) => names.every((name) => hasPermission(grant.permissions, name))).data === true;
