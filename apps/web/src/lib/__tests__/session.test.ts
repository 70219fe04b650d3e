import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseAccount,
  isSignedIn,
  nextPathAfterSignIn,
  rememberUser,
  type SignedInUser,
  safeRedirect,
  saveSession,
  sessionOf,
} from '../session.ts';
import { storage } from '../storage.ts';

const user = (overrides: Partial<SignedInUser> = {}): SignedInUser => ({
  id: 'usr_1',
  email: 'owner@example.com',
  mfaEnabled: true,
  language: 'default',
  timeZone: null,
  accounts: [
    { id: 'acct_a', name: 'Shop A', merchantId: 'mer_1', isOwner: true },
    { id: 'acct_b', name: 'Shop B', merchantId: 'mer_2', isOwner: false },
  ],
  merchants: [],
  selectedAccountId: null,
  access: { admin: false },
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('safeRedirect', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeRedirect('/settings')).toBe('/settings');
    expect(safeRedirect('/accounts/acct_1/transaction/payments?status=paid#top')).toBe(
      '/accounts/acct_1/transaction/payments?status=paid#top',
    );
  });

  it('refuses anything that could leave the app', () => {
    for (const raw of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      'settings',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(raw), String(raw)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves (no loops), but lets an invitation wait for its invitee', () => {
    expect(safeRedirect('/user/login?redirect=%2Fx')).toBeNull();
    expect(safeRedirect('/user/mfa-reminder')).toBeNull();
    expect(safeRedirect('/admin/login?token=t')).toBeNull();
    expect(safeRedirect('/profile/../user/register')).toBeNull();
    expect(safeRedirect('/')).toBeNull();
    expect(safeRedirect('/user/accept_invitation?token=inv_1')).toBe('/user/accept_invitation?token=inv_1');
  });
});

describe('session expiry (spec §9)', () => {
  it('is signed in until the stored expiry, then forgets the session but keeps the language', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    saveSession({ token: 'tok_1', expiresAt: now + 60 });
    storage.set('accountId', 'acct_a');
    storage.set('locale', 'en-US');
    expect(isSignedIn()).toBe(true);

    vi.setSystemTime((now + 61) * 1000);
    expect(isSignedIn()).toBe(false);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('expiresAt')).toBeNull();
    expect(storage.get('accountId')).toBeNull();
    expect(storage.get('locale')).toBe('en-US');
  });

  it('treats a token without an expiry as no session', () => {
    storage.set('token', 'tok_1');
    expect(isSignedIn()).toBe(false);
    expect(storage.get('token')).toBeNull();
  });

  it('takes a session only from a result that carries one', () => {
    expect(sessionOf({ mfaRequired: true, mfaToken: 'mfa_1' })).toBeNull();
    expect(sessionOf({ mfaRequired: false, token: 'tok', expiresAt: 1 })).toEqual({ token: 'tok', expiresAt: 1 });
  });
});

describe('after sign-in', () => {
  it('works in the session’s account, else the first; an asked-for account wins when it is the user’s', () => {
    expect(chooseAccount(user())?.id).toBe('acct_a');
    expect(chooseAccount(user({ selectedAccountId: 'acct_b' }))?.id).toBe('acct_b');
    expect(chooseAccount(user({ selectedAccountId: 'acct_b' }), 'acct_a')?.id).toBe('acct_a');
    expect(chooseAccount(user(), 'acct_someone_else')?.id).toBe('acct_a');
    expect(chooseAccount(user({ accounts: [] }))).toBeUndefined();
  });

  it('remembers the account, ownership and time zone', () => {
    const u = user({ selectedAccountId: 'acct_b', timeZone: 'Asia/Shanghai' });
    rememberUser(u, chooseAccount(u));
    expect(storage.get('accountId')).toBe('acct_b');
    expect(storage.get('isOwner')).toBe('false');
    expect(storage.get('timezone')).toBe('Asia/Shanghai');
  });

  it('goes to complete the merchant first when there is no account', () => {
    expect(nextPathAfterSignIn(user({ accounts: [] }), undefined)).toBe('/user/active');
    expect(nextPathAfterSignIn(user({ accounts: [] }), undefined, { redirect: '/settings' })).toBe(
      '/user/active?redirect=%2Fsettings',
    );
  });

  it('reminds about 2FA on the way to the target when it is off', () => {
    const u = user({ mfaEnabled: false });
    expect(nextPathAfterSignIn(u, u.accounts[0])).toBe(
      `/user/mfa-reminder?redirect=${encodeURIComponent('/accounts/acct_a')}`,
    );
    expect(nextPathAfterSignIn(u, u.accounts[0], { redirect: '/settings', remindMfa: false })).toBe('/settings');
  });

  it('goes to the page asked for if it is safe, else to the account’s landing page', () => {
    const u = user();
    expect(nextPathAfterSignIn(u, u.accounts[1], { redirect: '/profile?tab=loginHistory' })).toBe(
      '/profile?tab=loginHistory',
    );
    expect(nextPathAfterSignIn(u, u.accounts[1], { redirect: '//evil.example' })).toBe('/accounts/acct_b');
  });
});
