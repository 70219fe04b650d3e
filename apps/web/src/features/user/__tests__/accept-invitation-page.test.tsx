import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { warmPasswordEstimator } from '../../../test/password-estimator.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AcceptInvitationPage from '../pages/accept-invitation.page.tsx';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const preview = {
  email: 'ana@example.com',
  account_name: 'Harbour HK',
  merchant_name: 'Harbour Ltd',
  user_exists: false,
};
const open = (entry = '/user/accept_invitation?token=inv_1') =>
  renderRoutes([{ path: '/user/accept_invitation', Component: AcceptInvitationPage }], entry);

afterEach(() => vi.unstubAllGlobals());

warmPasswordEstimator();
describe('AcceptInvitationPage', () => {
  it('lets a new invitee set a password, signs them in and opens the invited account', async () => {
    const { calls } = mockApi({
      'GET /v1/invitation': preview,
      'POST /v1/accept_invitation': { account_id: 'acct_inv', token: 'tok_new', expires_at: inAnHour() },
      'GET /v1/current_user': {
        id: 'usr_ana',
        email: 'ana@example.com',
        mfa_enabled: true,
        language: 'default',
        time_zone: null,
        accounts: [{ id: 'acct_inv', name: 'Harbour HK', merchant_id: 'mer_1', is_owner: false }],
        merchants: [],
        selected_account_id: null,
        access: { admin: false },
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Join Harbour HK' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Harbour#2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Harbour#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user and join' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/accounts/acct_inv');
    expect(storage.get('token')).toBe('tok_new');
    expect(storage.get('accountId')).toBe('acct_inv');
    expect(storage.get('isOwner')).toBe('false');
    expect(calls.find((call) => call.path === '/v1/accept_invitation')?.body).toEqual({
      token: 'inv_1',
      password: 'Harbour#2026',
    });
  });

  it('asks an existing user to sign in first, and to come back here', async () => {
    mockApi({ 'GET /v1/invitation': { ...preview, user_exists: true } });
    open();
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link.getAttribute('href')).toBe(
      `/user/login?redirect=${encodeURIComponent('/user/accept_invitation?token=inv_1')}`,
    );
  });

  it('says so when the invitation is unknown or used', async () => {
    mockApi({ 'GET /v1/invitation': refusal(400, 'token_invalid', 'Token is not exists') });
    open();
    expect(await screen.findByText('This invitation cannot be used')).toBeTruthy();
    expect(screen.getByText('Token is not exists')).toBeTruthy();
  });
});
