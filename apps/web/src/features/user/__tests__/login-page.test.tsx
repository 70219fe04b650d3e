import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import LoginPage from '../pages/login.page.tsx';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const currentUser = {
  id: 'usr_1',
  email: 'owner@example.com',
  mfa_enabled: true,
  language: 'default',
  time_zone: 'Asia/Shanghai',
  accounts: [{ id: 'acct_a', name: 'Shop A', merchant_id: 'mer_1', is_owner: true }],
  merchants: [{ id: 'mer_1', name: 'Shop', is_owner: true, status: 'normal' }],
  selected_account_id: null,
  access: { admin: false },
};

const openLogin = (entry = '/user/login?redirect=%2Fsettings') =>
  renderRoutes([{ path: '/user/login', Component: LoginPage }], entry);

const submitCredentials = () => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Paydeck#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

/** Pastes a code into the first cell, as a phone's autofill or a paste does (the form loads once a password is sent). */
const enterCode = async (code: string) => {
  const cells = within(await screen.findByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
  fireEvent.input(cells[0] as HTMLElement, { target: { value: code } });
};

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('says why when a 401 ended the session mid-way, and not otherwise', async () => {
    mockApi({});
    openLogin('/user/login?redirect=%2Fsettings&reason=session_ended');
    expect(await screen.findByText('Your session has ended', {}, { timeout: 10_000 })).toBeTruthy();
    expect(
      screen.getByText('It expired or was signed out elsewhere. Sign in again to go back to the page you were on.'),
    ).toBeTruthy();
  });

  it('asks for the 2FA code after the password, then saves the session and goes where the user was headed', async () => {
    const { calls } = mockApi({
      'POST /v1/login': { mfa_required: true, mfa_token: 'mfa_tok_1' },
      'POST /v1/login_mfa': (body: unknown) =>
        (body as { otp: string }).otp === '246810'
          ? { mfa_required: false, token: 'tok_1', expires_at: inAnHour() }
          : refusal(401, 'mfa_code_invalid', 'Two-factor code verification failed. Please try again.'),
      'GET /v1/current_user': currentUser,
    });
    openLogin();
    submitCredentials();

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(storage.get('token')).toBeNull();

    await enterCode('000000');
    expect(await screen.findByText('Two-factor code verification failed. Please try again.')).toBeTruthy();
    expect(storage.get('token')).toBeNull();

    await enterCode('246810');
    expect((await screen.findByTestId('landed')).textContent).toBe('/settings');
    expect(storage.get('token')).toBe('tok_1');
    expect(Number(storage.get('expiresAt'))).toBeGreaterThan(Date.now() / 1000);
    expect(storage.get('accountId')).toBe('acct_a');
    expect(storage.get('isOwner')).toBe('true');
    expect(storage.get('timezone')).toBe('Asia/Shanghai');
    expect(calls.filter((call) => call.path === '/v1/login_mfa').map((call) => call.body)).toEqual([
      { mfa_token: 'mfa_tok_1', otp: '000000' },
      { mfa_token: 'mfa_tok_1', otp: '246810' },
    ]);
  });

  it('takes a recovery code instead of the 2FA code', async () => {
    const { calls } = mockApi({
      'POST /v1/login': { mfa_required: true, mfa_token: 'mfa_tok_2' },
      'POST /v1/login_mfa': (body: unknown) =>
        (body as { recovery_code?: string }).recovery_code === 'k7m2p-x9qrt'
          ? { mfa_required: false, token: 'tok_r', expires_at: inAnHour() }
          : refusal(401, 'mfa_code_invalid', 'Two-factor code verification failed. Please try again.'),
      'GET /v1/current_user': currentUser,
    });
    openLogin();
    submitCredentials();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    fireEvent.change(input, { target: { value: 'not a code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter one of your recovery codes, like k7m2p-x9qrt')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'aaaaa-bbbbb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Two-factor code verification failed. Please try again.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'k7m2p-x9qrt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/settings');
    expect(storage.get('token')).toBe('tok_r');
    expect(calls.filter((call) => call.path === '/v1/login_mfa').map((call) => call.body)).toEqual([
      { mfa_token: 'mfa_tok_2', recovery_code: 'aaaaa-bbbbb' },
      { mfa_token: 'mfa_tok_2', recovery_code: 'k7m2p-x9qrt' },
    ]);
  });

  it("shows the server's refusal, and its own words when the server can't be reached", async () => {
    mockApi({ 'POST /v1/login': refusal(401, 'login_failed', 'Login failed, invalid accounts!') });
    openLogin();
    submitCredentials();
    expect(await screen.findByText('Login failed, invalid accounts!')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed, please try again!')).toBeTruthy();
  });

  it('reminds about 2FA when it is off, on the way to the account', async () => {
    mockApi({
      'POST /v1/login': { mfa_required: false, token: 'tok_2', expires_at: inAnHour() },
      'GET /v1/current_user': { ...currentUser, mfa_enabled: false },
    });
    openLogin('/user/login');
    submitCredentials();
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/user/mfa-reminder?redirect=${encodeURIComponent('/accounts/acct_a')}`,
    );
  });

  it('sends a user who is already signed in straight on', async () => {
    storage.set('token', 'tok_3');
    storage.set('expiresAt', String(inAnHour()));
    const { calls } = mockApi({ 'GET /v1/current_user': { ...currentUser, mfa_enabled: false } });
    openLogin('/user/login?redirect=%2Fprofile');
    expect((await screen.findByTestId('landed')).textContent).toBe('/profile');
    expect(calls.map((call) => call.path)).toEqual(['/v1/current_user']);
  });
});
