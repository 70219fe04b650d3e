import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { mockApi } from '../../test/api-mock.ts';
import { Providers } from '../providers.tsx';
import { AppRouter } from '../router.tsx';

/** The pages are lazy chunks; the first transform of one in the test runner can take seconds. */
const slow = { timeout: 15_000 };

const openApp = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the registration page', { timeout: 30_000 }, () => {
  it('sends a signed-in user on to the app instead', async () => {
    mockApi({});
    storage.set('token', 'tok_live');
    storage.set('expiresAt', String(Math.floor(Date.now() / 1000) + 3600));
    openApp('/user/register');
    await waitFor(() => expect(window.location.pathname).not.toBe('/user/register'), slow);
    expect(screen.queryByRole('heading', { name: 'Create your Paydeck account' })).toBeNull();
    storage.remove('token');
    storage.remove('expiresAt');
  });
});

describe('signed-in pages', { timeout: 30_000 }, () => {
  it('send a visitor without a session to sign in, and back here afterwards', async () => {
    mockApi({});
    openApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to Paydeck' }, slow)).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/user/login?redirect=%2Fsettings');
  });

  it('treat an expired session as none, and forget it', async () => {
    mockApi({});
    storage.set('token', 'tok_old');
    storage.set('expiresAt', String(Math.floor(Date.now() / 1000) - 1));
    storage.set('accountId', 'acct_a');
    openApp('/profile?tab=loginHistory');
    expect(await screen.findByRole('heading', { name: 'Sign in to Paydeck' }, slow)).toBeTruthy();
    expect(window.location.search).toBe(`?redirect=${encodeURIComponent('/profile?tab=loginHistory')}`);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('accountId')).toBeNull();
  });
});
