import type { PaymentStatus } from '@paydeck/contract/payin-types';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { type Page, useHomeQuery } from './home-query.ts';

export type HomePayment = {
  id: string;
  status: PaymentStatus;
  currency: string;
  amount: number;
  reference: string | null;
  timeCreated: number;
};

/** The five newest payments of the mode. */
export const useRecentPayments = (accountId: string) =>
  useHomeQuery('payments', accountId, { recent: 5 }, () =>
    merchantApi.get<Page<HomePayment>>('/api/payments', { query: { current: 1, pageSize: 5 } }),
  );
