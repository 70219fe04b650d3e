import type { PayoutQuoteRecord } from '@paydeck/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PayoutQuote = Camelize<PayoutQuoteRecord>;
export type PayoutQuoteQuery = { payoutMethodId: string; currency: string; amount: number };

/**
 * What a payout would deliver and cost now, by the server's arithmetic (contract `payoutQuote`):
 * the fee on the local amount at the rate table, converted back, and whether it waits for
 * verification.
 */
export const getPayoutQuote = (query: PayoutQuoteQuery) =>
  merchantApi.get<PayoutQuoteRecord>('/api/payouts/quote', { query });

/**
 * Rates move, so a confirmation asks afresh (no stale answer); the page shows its own error, and a
 * refusal (an amount outside the method's limits) answers the same way again, so is not retried.
 */
export const getPayoutQuoteQueryOptions = (accountId: string, query: PayoutQuoteQuery) =>
  queryOptions({
    queryKey: [...queryKeys.scope('payouts', accountId), 'quote', query] as const,
    queryFn: () => getPayoutQuote(query),
    staleTime: 0,
    gcTime: 0,
    meta: { errorMode: 'silent' },
  });

export const usePayoutQuote = (accountId: string, query: PayoutQuoteQuery | null) =>
  useQuery({
    ...getPayoutQuoteQueryOptions(accountId, query ?? { payoutMethodId: '', currency: '', amount: 0 }),
    enabled: query !== null,
  });
