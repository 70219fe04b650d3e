import { merchantApi } from '../../../lib/merchant-api.ts';
import { type Page, useHomeQuery } from './home-query.ts';

export type HomePayout = { id: string; currency: string; amount: number; timeCreated: number };

/** Payouts held until someone verifies them. */
export const useWaitingPayouts = (accountId: string) =>
  useHomeQuery('payouts', accountId, { waiting: true }, () =>
    merchantApi.get<Page<HomePayout>>('/api/payouts', {
      query: { current: 1, pageSize: 5, status: 'waiting_action' },
    }),
  );
