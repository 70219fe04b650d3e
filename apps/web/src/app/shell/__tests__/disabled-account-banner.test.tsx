import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { Providers } from '../../providers.tsx';
import { AppRouter } from '../../router.tsx';

const slow = { timeout: 15_000 };

const user = {
  id: 'usr_1',
  email: 'owner@example.com',
  mfa_enabled: true,
  language: 'default',
  time_zone: 'Asia/Hong_Kong',
  accounts: [{ id: 'acct_a', name: 'Archive', merchant_id: 'mer_1', is_owner: true }],
  merchants: [{ id: 'mer_1', name: 'Shop', is_owner: true, status: 'normal' }],
  selected_account_id: 'acct_a',
  access: { admin: false },
};

// Disabled 2026-01-10 12:00 Hong Kong time, withdrawals from 2026-04-10 12:00, 90 days in all.
const disabledAt = Date.UTC(2026, 0, 10, 4) / 1000;
const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_a',
  name: 'Archive',
  status: 'activated',
  account_status: 'disabled',
  merchant_status: 'normal',
  merchant_id: 'mer_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: ['payin'],
  default_settlement_currency: 'USD',
  settlement_currencies: ['USD'],
  time_disabled: disabledAt,
  time_withdrawals_available: disabledAt + 90 * 86_400,
  freeze_days: 90,
  time_created: 1_700_000_000,
  ...overrides,
});

const api = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/current_user': user,
    'GET /v1/user_preferences': { language: 'default', time_zone: 'Asia/Hong_Kong' },
    'GET /v1/accounts/acct_a': account(),
    'GET /v1/accounts/acct_a/permissions': { permissions: ['read_account', 'list_roles'], roles: ['owner'] },
    'GET /v1/accounts/acct_a/getting_started': { steps: [] },
    'GET /v1/current_user_accounts': [],
    'GET /v1/messages': { list: [], total: 0, page: 1, per_page: 2 },
    ...overrides,
  });

const openApp = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
};

const banner =
  'This account was disabled at 2026-01-10 12:00:00; withdrawals are available after 2026-04-10 12:00:00; total freeze 90 days.';

beforeEach(() => {
  storage.set('token', 'tok_1');
  storage.set('expiresAt', String(Math.floor(Date.now() / 1000) + 3600));
  storage.set('accountId', 'acct_a');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the disabled-account banner (spec §4, §8)', { timeout: 30_000 }, () => {
  it("shows on the account's pages when it was disabled, when withdrawals open and the freeze, in the user's time zone", async () => {
    api();
    openApp('/accounts/acct_a/getting-started');
    expect(await screen.findByText(banner, {}, slow)).toBeTruthy();
    expect(screen.getByTestId('disabled-account-banner').textContent).toContain('This account is disabled');
  });

  it('is not shown on personal pages', async () => {
    api();
    openApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' }, slow)).toBeTruthy();
    expect(screen.queryByTestId('disabled-account-banner')).toBeNull();
  });

  it('is not shown for an account in service', async () => {
    api({ 'GET /v1/accounts/acct_a': account({ account_status: 'normal', time_disabled: null, freeze_days: null }) });
    openApp('/accounts/acct_a/getting-started');
    expect(await screen.findByRole('heading', { name: 'Getting started' }, slow)).toBeTruthy();
    expect(screen.queryByTestId('disabled-account-banner')).toBeNull();
  });
});
