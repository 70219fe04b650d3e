import type { Statistics } from '@paydeck/contract/statistics';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useHomeQuery } from './home-query.ts';

export type HomeStatistics = Camelize<Statistics>;

/** Today's and yesterday's figures by day, in the account's zone (the days are the account's calendar). */
export const useTodayFigures = (accountId: string, days: { from: string; to: string }) =>
  useHomeQuery('payments', accountId, { statistics: days }, () =>
    merchantApi.get<HomeStatistics>('/api/statistics', { query: { ...days, granularity: 'day' } }),
  );
