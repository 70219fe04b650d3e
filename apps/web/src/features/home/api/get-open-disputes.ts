import type { DisputeStatus } from '@paydeck/contract/payin-types';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { type Page, useHomeQuery } from './home-query.ts';

export type HomeDispute = {
  id: string;
  paymentId: string;
  status: DisputeStatus;
  currency: string;
  amount: number;
  timeExpired: number;
};

/** Disputes waiting for the merchant's answer: at most a page, sorted by deadline on the page. */
export const useOpenDisputes = (accountId: string) =>
  useHomeQuery('disputes', accountId, { open: true }, () =>
    merchantApi.get<Page<HomeDispute>>('/api/disputes', {
      query: { current: 1, pageSize: 100, status: 'needs_response' },
    }),
  );
