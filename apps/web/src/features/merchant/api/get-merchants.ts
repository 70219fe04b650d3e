import type { Merchant } from '@paydeck/contract/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export type MerchantProfile = Camelize<Merchant>;
export type MerchantAccount = MerchantProfile['accounts'][number];

/** The user's merchants, oldest first: owner details and every account for owners, a member's own accounts otherwise. */
export const getMerchants = () => api.get<Merchant[]>('/v1/merchants');

/** The pages show their own error state. */
export const getMerchantsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.merchants(), queryFn: getMerchants, meta: { errorMode: 'silent' } });

export const useMerchants = () => useQuery(getMerchantsQueryOptions());
