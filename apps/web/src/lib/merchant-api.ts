import { api, type Query } from './api-client.ts';
import { isLivemode } from './livemode.ts';

/** Spec §7: balance transactions and settlements are always live, whatever the mode switch says. */
const alwaysLive = /^\/api\/(balance_transactions|settlements)(\/|$)/;

/** The `livemode` a merchant API call sends (spec §7): 1 or 0 from the stored setting. */
export const livemodeFlag = (path: string): 0 | 1 => (alwaysLive.test(path) || isLivemode() ? 1 : 0);

type ReadOptions = { query?: Query; signal?: AbortSignal };
type WriteOptions = { query?: Query; body?: Record<string, unknown> };

const withQueryFlag = (path: string, options: ReadOptions) => ({
  ...options,
  query: { ...options.query, livemode: livemodeFlag(path) },
});
const withBodyFlag = (path: string, options: WriteOptions) => ({
  ...options,
  body: { ...options.body, livemode: livemodeFlag(path) },
});

/**
 * The dashboard's calls to the merchant API (`/api/*`): the session names the account, and
 * `livemode` the mode — in the query of a read, in the body of a write — so no call can forget it.
 */
export const merchantApi = {
  get: <Wire>(path: string, options: ReadOptions = {}) => api.get<Wire>(path, withQueryFlag(path, options)),
  delete: <Wire>(path: string, options: ReadOptions = {}) => api.delete<Wire>(path, withQueryFlag(path, options)),
  post: <Wire>(path: string, options: WriteOptions = {}) => api.post<Wire>(path, withBodyFlag(path, options)),
  put: <Wire>(path: string, options: WriteOptions = {}) => api.put<Wire>(path, withBodyFlag(path, options)),
};
