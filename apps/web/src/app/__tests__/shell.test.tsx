import { rolePermissions } from '@paydeck/contract/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { mockApi, refusal } from '../../test/api-mock.ts';
import { Providers } from '../providers.tsx';
import { AppRouter } from '../router.tsx';

/** The pages are lazy chunks; the first transform of one in the test runner can take seconds. */
const slow = { timeout: 15_000 };

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const user = {
  id: 'usr_1',
  email: 'owner@example.com',
  mfa_enabled: true,
  language: 'default',
  time_zone: 'Asia/Hong_Kong',
  accounts: [
    { id: 'acct_a', name: 'Shop A', merchant_id: 'mer_1', is_owner: true },
    { id: 'acct_b', name: 'Shop B', merchant_id: 'mer_1', is_owner: true },
    { id: 'acct_c', name: 'Closed C', merchant_id: 'mer_2', is_owner: false },
  ],
  merchants: [
    { id: 'mer_1', name: 'Shop', is_owner: true, status: 'normal' },
    { id: 'mer_2', name: 'Closed Ltd', is_owner: false, status: 'disabled' },
  ],
  selected_account_id: 'acct_a',
  access: { admin: false },
};

const account = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: id === 'acct_a' ? 'Shop A' : 'Shop B',
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  merchant_id: 'mer_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: ['payin', 'payout', 'recurring'],
  default_settlement_currency: 'USD',
  settlement_currencies: ['USD'],
  time_disabled: null,
  time_withdrawals_available: null,
  freeze_days: null,
  time_created: 1_700_000_000,
  ...overrides,
});

const switcherAccount = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  merchant_id: 'mer_1',
  merchant_name: 'Shop',
  is_owner: true,
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  country: 'HK',
  time_created: 1_700_000_000,
  ...overrides,
});

const message = (id: string) => ({ id, title: id, content: '', status: 'unread', time_created: 1_700_000_000 });

const owner = { permissions: 'all permissions', roles: ['owner'] };
const finance = { permissions: [...rolePermissions.finance], roles: ['finance'] };

const api = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/current_user': user,
    'GET /v1/user_preferences': { language: 'default', time_zone: 'Asia/Hong_Kong' },
    'GET /v1/accounts/acct_a': account('acct_a'),
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/accounts/acct_b': account('acct_b'),
    'GET /v1/accounts/acct_b/permissions': owner,
    'GET /v1/accounts/acct_a/getting_started': { steps: [{ key: 'two_factor', done: true }] },
    'GET /v1/current_user_accounts': [
      switcherAccount('acct_a', 'Shop A'),
      switcherAccount('acct_b', 'Shop B', { status: 'inactivated' }),
      switcherAccount('acct_c', 'Closed C', { merchant_id: 'mer_2', merchant_status: 'disabled', is_owner: false }),
    ],
    'GET /v1/messages': { list: [message('msg_1'), message('msg_2')], total: 2, page: 1, per_page: 2 },
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

const appPath = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  storage.set('token', 'tok_1');
  storage.set('expiresAt', String(inAnHour()));
  storage.set('accountId', 'acct_a');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the app shell', { timeout: 30_000 }, () => {
  it('starts with the four fetches of spec §7 in parallel, then shows the account with its menu', async () => {
    const { fetchMock } = api();
    // Hold every answer until all four start-up requests are out: sequential fetching would hang here.
    const answer = fetchMock.getMockImplementation();
    const held: (() => void)[] = [];
    const startUp = [
      '/v1/current_user',
      '/v1/accounts/acct_a',
      '/v1/accounts/acct_a/permissions',
      '/v1/user_preferences',
    ];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (startUp.includes(path) && held.length < startUp.length) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === startUp.length) for (const release of held) release();
        });
      }
      return (answer as NonNullable<typeof answer>)(input, init);
    });

    openApp('/accounts/acct_a/transaction/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' }, slow)).toBeTruthy();
    const requested = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin).pathname);
    expect(requested.slice(0, 4).sort()).toEqual([...startUp].sort());

    // The menu and the header's controls follow the heading's first paint (lib/first-paint.ts).
    const menu = await screen.findByRole('navigation', { name: 'Navigation' });
    expect(within(menu).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/refunds',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'Transactions' })).toBeTruthy();
    expect(screen.getByTestId('account-switcher').textContent).toContain('Shop A');
    // Spec §9 stored keys; an activated account starts live.
    expect(storage.get('isOwner')).toBe('true');
    expect(storage.get('enableReferenceUnique')).toBe('false');
    expect(storage.get('livemode')).toBe('1');
    expect(screen.getByTestId('mode-bar').dataset.mode).toBe('live');
    // Two unread messages found: '1+'.
    await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toBe('1+'));
  });

  it('rewrites an account id in the path to the stored one', async () => {
    api();
    openApp('/accounts/acct_zzz/statistics?from=menu');
    expect(await screen.findByRole('heading', { name: 'Statistics' }, slow)).toBeTruthy();
    expect(appPath()).toBe('/accounts/acct_a/statistics?from=menu');
  });

  it('keeps this tab on its own account after another tab switched, and names it in every call', async () => {
    const { fetchMock } = api();
    // Another tab chose Shop B: the default a new tab opens with moved, this tab's account did not.
    window.localStorage.setItem('accountId', 'acct_b');
    openApp('/accounts/acct_a/statistics');
    expect(await screen.findByRole('heading', { name: 'Statistics' }, slow)).toBeTruthy();
    expect(appPath()).toBe('/accounts/acct_a/statistics');
    expect(screen.getByTestId('account-switcher').textContent).toContain('Shop A');
    await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toBe('1+'));
    const named = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('paydeck-account'));
    expect(new Set(named)).toEqual(new Set(['acct_a']));
  });

  it('redirects bare paths to their first child', async () => {
    api();
    openApp('/accounts/acct_a/payouts');
    expect(await screen.findByRole('heading', { name: 'Payers' }, slow)).toBeTruthy();
    expect(appPath()).toBe('/accounts/acct_a/payouts/payers');
  });

  it('shows the 403 page in place of a route the role does not grant, keeping the URL and the shell', async () => {
    api({ 'GET /v1/accounts/acct_a/permissions': finance });
    openApp('/accounts/acct_a/team');
    expect(await screen.findByText('Sorry, you do not have permission to access this page', {}, slow)).toBeTruthy();
    expect(appPath()).toBe('/accounts/acct_a/team');
    const menu = screen.getByRole('navigation', { name: 'Navigation' });
    expect(within(menu).queryByText('Team')).toBeNull();
    expect(within(menu).queryByText('Developers')).toBeNull();
    expect(within(menu).getByText('Transactions')).toBeTruthy();
  });

  it('clears a stored account that fails to load and moves to a valid one (spec §7)', async () => {
    const { calls } = api({
      'GET /v1/accounts/acct_c': refusal(403, 'forbidden', 'You do not have permission to do this.'),
      'GET /v1/accounts/acct_c/permissions': refusal(403, 'forbidden', 'You do not have permission to do this.'),
      'POST /v1/select_account': (body: unknown) => account((body as { account_id: string }).account_id),
    });
    storage.set('accountId', 'acct_c');
    openApp('/accounts/acct_c/getting-started');
    expect(await screen.findByRole('heading', { name: 'Getting started' }, slow)).toBeTruthy();
    expect(appPath()).toBe('/accounts/acct_a/getting-started');
    expect(storage.get('accountId')).toBe('acct_a');
    // The session's choice (acct_a) comes first; the disabled merchant's account is never tried.
    expect(calls.filter((call) => call.path === '/v1/select_account').map((call) => call.body)).toEqual([
      { account_id: 'acct_a' },
    ]);
  });

  it('holds an inactivated account in test mode with the switch disabled', async () => {
    api({ 'GET /v1/accounts/acct_a': account('acct_a', { status: 'inactivated' }) });
    storage.set('livemode', '1');
    openApp('/accounts/acct_a/statistics');
    const bar = await screen.findByTestId('mode-bar', {}, slow);
    expect(bar.dataset.mode).toBe('test');
    expect(within(bar).getByText('Test mode', { selector: 'strong' })).toBeTruthy();
    expect(within(bar).getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(storage.get('livemode')).toBe('0');
  });

  it('switches mode: stores the flag and reloads the list of the object on screen', async () => {
    api();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    openApp('/accounts/acct_a/transaction/refunds/re_1');
    const bar = await screen.findByTestId('mode-bar', {}, slow);
    fireEvent.click(within(bar).getByRole('switch'));
    expect(storage.get('livemode')).toBe('0');
    expect(assign).toHaveBeenCalledWith('/accounts/acct_a/transaction/refunds');
  });

  it('lists the accounts with their status, keeps a disabled merchant out of reach, and switches to another', async () => {
    const { calls } = api({ 'POST /v1/select_account': account('acct_b', { status: 'inactivated' }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    storage.set('livemode', '0');
    openApp('/accounts/acct_a/balance/settlements');
    fireEvent.click(await screen.findByTestId('account-switcher', {}, slow));
    const rows = await screen.findAllByTestId('switcher-account');
    expect(rows.map((row) => [row.dataset.accountId, row.dataset.dot])).toEqual([
      ['acct_a', 'activated'],
      ['acct_b', 'inactivated'],
      ['acct_c', 'merchantDisabled'],
    ]);
    const closed = rows[2]?.closest('[role="menuitem"]');
    expect(closed?.getAttribute('aria-disabled')).toBe('true');
    // The current account links to its settings.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Account settings' })
        .getAttribute('href'),
    ).toBe('/accounts/acct_a/setting/account');

    fireEvent.click(rows[2] as HTMLElement);
    fireEvent.click(rows[1] as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/accounts/acct_b/balance/settlements'));
    expect(calls.filter((call) => call.path === '/v1/select_account').map((call) => call.body)).toEqual([
      { account_id: 'acct_b' },
    ]);
    expect(storage.get('accountId')).toBe('acct_b');
    // The new account starts in its own default mode.
    expect(storage.get('livemode')).toBeNull();
  });

  it('shows the personal menu on personal pages', async () => {
    api();
    openApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Navigation' }, slow);
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Profile', 'Tickets', 'Activity log', 'Exports', 'Settings']),
    );
  });
});
