import { api, type Query } from './api-client.ts';
import { isLivemode } from './livemode.ts';

/**
 * Spec §7: balance transactions and settlements are always live, whatever the mode switch says;
 * so is the balance summary they belong to.
 */
const alwaysLive = /^\/api\/(balances|balance_transactions|settlements)(\/|$)/;

/** The `livemode` a merchant API call sends (spec §7): 1 or 0 from the stored setting. */
export const livemodeFlag = (path: string): 0 | 1 => (alwaysLive.test(path) || isLivemode() ? 1 : 0);

/**
 * `livemode` pins the mode of a screen that is always one mode whatever the switch says (the test
 * payment screen is always test mode); without it the stored setting decides.
 */
type ModeOption = { livemode?: boolean };
type ReadOptions = { query?: Query; signal?: AbortSignal } & ModeOption;
type WriteOptions = { query?: Query; body?: Record<string, unknown>; headers?: Record<string, string> } & ModeOption;

const flagOf = (path: string, livemode: boolean | undefined): 0 | 1 =>
  livemode === undefined ? livemodeFlag(path) : livemode ? 1 : 0;

const withQueryFlag = (path: string, { livemode, ...options }: ReadOptions) => ({
  ...options,
  query: { ...options.query, livemode: flagOf(path, livemode) },
});
const withBodyFlag = (path: string, { livemode, ...options }: WriteOptions) => ({
  ...options,
  body: { ...options.body, livemode: flagOf(path, livemode) },
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
  /** A multipart upload (`POST /api/files`): the form can't carry the flag, so it goes in the query. */
  upload: <Wire>(path: string, form: FormData, options: { query?: Query } = {}) =>
    api.post<Wire>(path, { ...withQueryFlag(path, options), body: form }),
  /** A file's bytes, for a download the page saves itself. */
  download: (path: string, options: ReadOptions = {}) => api.download(path, withQueryFlag(path, options)),
};
