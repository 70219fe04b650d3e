import { storage } from './storage.ts';

/** What the mode rules of spec §4 need to know about an account. */
export type ModeAccount = { status: 'activated' | 'inactivated' };

/** An inactivated account can only run in test mode (spec §4); its mode switch is disabled. */
export const isModeLocked = (account: ModeAccount) => account.status === 'inactivated';

/**
 * The mode an account runs in: an inactivated account is always in test mode; an activated one
 * follows the stored flag (`livemode` '1' | '0'), live when nothing is stored.
 */
export const livemodeOf = (account: ModeAccount, stored: string | null): boolean =>
  isModeLocked(account) ? false : stored !== '0';

/** The flag requests send as `livemode` (spec §7), as stored. */
export const isLivemode = () => storage.get('livemode') !== '0';

/** Keeps the stored flag in step with the account: '0' when forced to test, '1' by default. */
export const syncStoredLivemode = (account: ModeAccount) => {
  storage.set('livemode', livemodeOf(account, storage.get('livemode')) ? '1' : '0');
};

export const storeLivemode = (live: boolean) => storage.set('livemode', live ? '1' : '0');
