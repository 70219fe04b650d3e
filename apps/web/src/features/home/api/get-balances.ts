import type { BalanceSummary } from '@paydeck/contract/settlements';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useHomeQuery } from './home-query.ts';

export type HomeBalances = Camelize<BalanceSummary>;

/** The live balance per currency (spec §7: always live). */
export const useHomeBalances = (accountId: string) =>
  useHomeQuery('balances', accountId, {}, () => merchantApi.get<HomeBalances>('/api/balances'));
