import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getMandates, type MandateQuery } from './get-mandates.ts';

/** A customer's signed mandates, the ones a subscription can charge (a customer has a few: one page). */
const signedOf = (customerId: string): MandateQuery => ({
  current: 1,
  pageSize: 100,
  status: 'succeeded',
  customerId,
});

export const getSignedMandatesQueryOptions = (accountId: string, customerId: string) =>
  queryOptions({
    queryKey: queryKeys.list('mandates', accountId, signedOf(customerId)),
    queryFn: () => getMandates(signedOf(customerId)),
    select: (page) => page.list,
    meta: { errorMode: 'silent' },
  });

/** Asked once a customer id is given. */
export const useSignedMandates = (accountId: string, customerId: string | undefined) =>
  useQuery({ ...getSignedMandatesQueryOptions(accountId, customerId ?? ''), enabled: Boolean(customerId) });
