import type { MandateDetail } from '@paydeck/contract/recurring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MandateRecord = Camelize<MandateDetail>;
export type RecurringPayment = MandateRecord['payments'][number];

/** One mandate with the latest payments charged under it. */
export const getMandate = (id: string) => merchantApi.get<MandateDetail>(`/api/mandates/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 (mandate_not_found) is an answer. */
export const getMandateQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('mandates', accountId, id),
    queryFn: () => getMandate(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useMandate = (accountId: string, id: string) => useQuery(getMandateQueryOptions(accountId, id));
