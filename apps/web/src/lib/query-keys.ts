import type { Query } from './api-client.ts';
import { isLivemode } from './livemode.ts';

/** Areas whose records carry `livemode` (spec §4): their keys name the mode. */
export const modeAreas = [
  'apiKeys',
  'customers',
  'disputes',
  'exports',
  'mandates',
  'paymentMethods',
  'payees',
  'payers',
  'payments',
  'payoutMethods',
  'payouts',
  'refunds',
  'statistics',
  'subscriptions',
  'testPayment',
  'webhookEndpoints',
  'webhookHistories',
] as const;
export type ModeArea = (typeof modeAreas)[number];

/**
 * An account's data that is the same in both modes: balances, balance transactions and settlements
 * are always live (spec §7), bank accounts belong to the account.
 */
export type AccountArea =
  | 'account'
  | 'balances'
  | 'balanceTransactions'
  | 'bankAccounts'
  | 'gettingStarted'
  | 'invitations'
  | 'members'
  | 'messages'
  | 'permissions'
  | 'settlementCurrencies'
  | 'settlements'
  | 'tickets'
  | 'unreadMessages';

export type Area = ModeArea | AccountArea;

const isModeArea = (area: Area): area is ModeArea => (modeAreas as readonly Area[]).includes(area);

const scope = (area: Area, accountId: string, livemode = isLivemode()) =>
  isModeArea(area) ? ([area, accountId, livemode ? 'live' : 'test'] as const) : ([area, accountId] as const);

/**
 * The one key factory of account data, `[area, accountId, mode?, …]`, in lib/ so that an effect
 * can name any area without a feature importing another's keys. The factory, not the caller, puts
 * the mode in a mode area's key: by default the stored flag that `merchantApi` sends with the
 * request, so the key and the answer can't disagree and a switch of account or mode never shows
 * the other's cache. A screen pinned to one mode (the test payment screen) passes `livemode`.
 */
export const queryKeys = {
  /** One account's data of an area in both modes: the prefix an effect invalidates. */
  area: (area: Area, accountId: string) => [area, accountId] as const,
  /** The area's one answer per account (and mode): a checklist, the API keys. */
  scope,
  list: (area: Area, accountId: string, query: Query, livemode?: boolean) =>
    [...scope(area, accountId, livemode), 'list', query] as const,
  detail: (area: Area, accountId: string, id: string, livemode?: boolean) =>
    [...scope(area, accountId, livemode), 'detail', id] as const,
};
