import type { DisputeStatus, PaymentStatus } from '@paydeck/contract/payin-types';
import type { BalanceSummary } from '@paydeck/contract/settlements';
import type { Statistics } from '@paydeck/contract/statistics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { type Area, queryKeys } from '../../../lib/query-keys.ts';

/** A list page's rows as the home shows them: only the fields it reads. */
type Page<Row> = { list: Row[]; total: number };

export type HomePayment = {
  id: string;
  status: PaymentStatus;
  currency: string;
  amount: number;
  reference: string | null;
  timeCreated: number;
};
export type HomeDispute = {
  id: string;
  paymentId: string;
  status: DisputeStatus;
  currency: string;
  amount: number;
  timeExpired: number;
};
export type HomePayout = { id: string; currency: string; amount: number; timeCreated: number };
export type HomeEndpoint = { id: string; url: string; disabledReason: 'merchant' | 'failing' | null };
export type HomeMessage = { id: string; title: string; timeCreated: number };
export type HomeStatistics = Camelize<Statistics>;
export type HomeBalances = Camelize<BalanceSummary>;

/** Each card shows its own failure; the rest of the home still works. */
const silent = { meta: { errorMode: 'silent' } } as const;

const useHomeQuery = <T>(
  area: Area,
  accountId: string,
  query: Record<string, unknown>,
  load: () => Promise<T>,
  enabled: boolean,
) =>
  useQuery({ queryKey: queryKeys.list(area, accountId, { home: true, ...query }), queryFn: load, enabled, ...silent });

/** Today's and yesterday's figures by day, in the account's zone (the days are the account's calendar). */
export const useTodayFigures = (accountId: string, days: { from: string; to: string }, enabled: boolean) =>
  useHomeQuery(
    'payments',
    accountId,
    { statistics: days },
    () => merchantApi.get<HomeStatistics>('/api/statistics', { query: { ...days, granularity: 'day' } }),
    enabled,
  );

export const useHomeBalances = (accountId: string, enabled: boolean) =>
  useHomeQuery('balances', accountId, {}, () => merchantApi.get<HomeBalances>('/api/balances'), enabled);

export const useRecentPayments = (accountId: string, enabled: boolean) =>
  useHomeQuery(
    'payments',
    accountId,
    { recent: 5 },
    () => merchantApi.get<Page<HomePayment>>('/api/payments', { query: { current: 1, pageSize: 5 } }),
    enabled,
  );

/** Disputes waiting for the merchant's answer: at most a page, sorted by deadline on the page. */
export const useOpenDisputes = (accountId: string, enabled: boolean) =>
  useHomeQuery(
    'disputes',
    accountId,
    { open: true },
    () =>
      merchantApi.get<Page<HomeDispute>>('/api/disputes', {
        query: { current: 1, pageSize: 100, status: 'needs_response' },
      }),
    enabled,
  );

export const useWaitingPayouts = (accountId: string, enabled: boolean) =>
  useHomeQuery(
    'payouts',
    accountId,
    { waiting: true },
    () =>
      merchantApi.get<Page<HomePayout>>('/api/payouts', {
        query: { current: 1, pageSize: 5, status: 'waiting_action' },
      }),
    enabled,
  );

export const useHomeEndpoints = (accountId: string, enabled: boolean) =>
  useHomeQuery(
    'webhookEndpoints',
    accountId,
    {},
    () => merchantApi.get<Page<HomeEndpoint>>('/api/webhook_endpoints', { query: { current: 1, pageSize: 100 } }),
    enabled,
  );

export const useUnreadMessages = (accountId: string, enabled: boolean) =>
  useHomeQuery(
    'messages',
    accountId,
    { unread: 3 },
    () => api.get<Page<HomeMessage>>('/v1/messages', { query: { current: 1, pageSize: 3, status: 'unread' } }),
    enabled,
  );
