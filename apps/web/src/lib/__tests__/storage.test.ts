import { describe, expect, it } from 'vitest';
import { storage } from '../storage.ts';

/** What another tab's `storage.set` leaves visible here: its session storage is its own. */
const anotherTabSets = (key: string, value: string) => window.localStorage.setItem(key, value);

describe('storage', () => {
  it("keeps this tab's account and mode when another tab switches", () => {
    storage.set('accountId', 'acct_a');
    storage.set('livemode', '1');
    anotherTabSets('accountId', 'acct_b');
    anotherTabSets('livemode', '0');
    expect(storage.get('accountId')).toBe('acct_a');
    expect(storage.get('livemode')).toBe('1');
  });

  it('opens a new tab on the account chosen last', () => {
    anotherTabSets('accountId', 'acct_b');
    expect(storage.get('accountId')).toBe('acct_b');
  });

  it('shares the session between tabs', () => {
    storage.set('token', 'tok_1');
    anotherTabSets('token', 'tok_2');
    expect(storage.get('token')).toBe('tok_2');
  });

  it("forgets this tab's account with the shared one, and everything but the language at sign-out", () => {
    storage.set('accountId', 'acct_a');
    storage.remove('accountId');
    expect(storage.get('accountId')).toBeNull();
    expect(window.localStorage.getItem('accountId')).toBeNull();

    storage.set('accountId', 'acct_a');
    storage.set('token', 'tok_1');
    storage.set('locale', 'zh-CN');
    storage.clearSession();
    expect([storage.get('accountId'), storage.get('token'), storage.get('locale')]).toEqual([null, null, 'zh-CN']);
    expect(window.sessionStorage.length).toBe(0);
  });
});
