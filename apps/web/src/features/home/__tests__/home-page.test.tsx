import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountLandingPage from '../../../app/pages/account-landing.page.tsx';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { figures } from '../../../test/statistics.ts';
import { accountDays } from '../components/TodayCard.tsx';
import HomePage from '../pages/home.page.tsx';

afterEach(() => vi.unstubAllGlobals());

const owner = { permissions: 'all permissions', roles: ['owner'] };
const now = Math.floor(Date.now() / 1000);
const account = (business: string[]) => ({
  id: 'acct_a',
  name: 'Harbour Lane HK',
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  merchant_id: 'mch_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: business,
  default_settlement_currency: 'HKD',
  settlement_currencies: ['HKD'],
  time_disabled: null,
  time_withdrawals_available: null,
  freeze_days: null,
  time_created: now - 86_400 * 90,
});
const days = accountDays('Asia/Hong_Kong');
const statistics = {
  time_zone: 'Asia/Hong_Kong',
  granularity: 'day',
  from: days.from,
  to: days.to,
  previous_from: days.from,
  previous_to: days.from,
  currencies: [
    {
      currency: 'HKD',
      summary: figures(),
      previous: figures(),
      series: [
        { ...figures({ payment_volume: 80_000 }), start: now - 86_400, label: days.from },
        { ...figures({ payment_volume: 100_000 }), start: now, label: days.to },
      ],
      methods: [],
    },
  ],
};
const page = (list: unknown[], total = list.length) => ({ list, total, page: 1, per_page: 5 });

const routes = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/accounts/acct_a': account(['payin', 'payout']),
    'GET /api/statistics': statistics,
    'GET /api/balances': {
      object: 'balance',
      livemode: true,
      timezone: 'Asia/Hong_Kong',
      default_settlement_currency: 'HKD',
      settlement_currencies: ['HKD'],
      time_withdrawals_available: null,
      balances: [
        {
          currency: 'HKD',
          available: 123_456,
          pending: 7_800,
          frozen: 0,
          withdrawal_fee: 15_600,
          fee_exchange_rate: '7.8',
        },
      ],
    },
    'GET /api/payments': page([
      { id: 'pay_1', status: 'paid', currency: 'HKD', amount: 48_000, reference: 'HL-1001', time_created: now - 60 },
    ]),
    'GET /api/disputes': page([
      {
        id: 'dp_late',
        payment_id: 'pay_2',
        status: 'needs_response',
        currency: 'HKD',
        amount: 5_000,
        time_expired: now + 6 * 86_400,
      },
      {
        id: 'dp_soon',
        payment_id: 'pay_3',
        status: 'needs_response',
        currency: 'HKD',
        amount: 9_900,
        time_expired: now + 86_400 - 60,
      },
    ]),
    'GET /api/payouts': page([{ id: 'po_1', currency: 'HKD', amount: 820_000, time_created: now - 3600 }]),
    'GET /api/webhook_endpoints': page([
      { id: 'we_ok', url: 'https://ok.example.com/hooks', disabled_reason: null },
      { id: 'we_bad', url: 'https://down.example.com/hooks', disabled_reason: 'failing' },
    ]),
    'GET /v1/messages': page([{ id: 'msg_1', title: 'Maintenance on Sunday', time_created: now - 7200 }], 2),
    ...overrides,
  });

const open = (path = '/accounts/acct_a/home') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Hong_Kong');
  window.localStorage.setItem('livemode', '1');
  return renderRoutes(
    [
      { path: '/accounts/:accountId', Component: AccountLandingPage },
      { path: '/accounts/:accountId/home', Component: HomePage },
    ],
    path,
  );
};

const card = async (testId: string) => {
  const found = await screen.findByTestId(testId);
  await waitFor(() => expect(found.getAttribute('aria-busy')).toBe('false'));
  return within(found);
};

describe('account home', { timeout: 30_000 }, () => {
  it('shows today against yesterday, balances, disputes by deadline, payouts to verify, webhooks and messages', async () => {
    let asked: URLSearchParams | undefined;
    routes({
      'GET /api/statistics': (_body: unknown, url: URL) => {
        asked = url.searchParams;
        return statistics;
      },
    });
    open();
    const today = await card('home-today');
    expect(today.getByText('HKD 1,000.00')).toBeTruthy();
    expect(today.getByText('Yesterday HKD 800.00')).toBeTruthy();
    expect(today.getByText('▲ +25.0%')).toBeTruthy();
    expect(today.getByText('Days in Asia/Hong_Kong')).toBeTruthy();
    // Yesterday and today as the account's calendar (Hong Kong) has them, by day.
    expect(Object.fromEntries(asked ?? [])).toEqual({
      from: days.from,
      to: days.to,
      granularity: 'day',
      livemode: '1',
    });

    const balances = await card('home-balances');
    expect(balances.getByText('HKD 1,234.56')).toBeTruthy();
    expect(balances.getByText('HKD 78.00 pending')).toBeTruthy();

    const disputes = await card('home-disputes');
    expect(disputes.getByText('2 disputes to answer')).toBeTruthy();
    const links = disputes.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/disputes/'));
    // The nearest deadline first.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/accounts/acct_a/transaction/disputes/dp_soon',
      '/accounts/acct_a/transaction/disputes/dp_late',
    ]);
    expect(disputes.getByText('1 day left')).toBeTruthy();
    expect(disputes.getByText('6 days left')).toBeTruthy();

    const payouts = await card('home-payouts');
    expect(payouts.getByText('1 payout to verify')).toBeTruthy();
    expect(payouts.getByRole('link', { name: 'HKD 8,200.00' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payouts/po_1',
    );

    const payments = await card('home-payments');
    expect(payments.getByRole('link', { name: 'HKD 480.00' })).toBeTruthy();
    expect(payments.getByText('Paid')).toBeTruthy();

    const webhooks = await card('home-webhooks');
    expect(webhooks.getByText('https://down.example.com/hooks')).toBeTruthy();
    expect(webhooks.queryByText('https://ok.example.com/hooks')).toBeNull();

    const messages = await card('home-messages');
    expect(messages.getByText('2 unread messages')).toBeTruthy();
    expect(messages.getByRole('link', { name: 'Maintenance on Sunday' })).toBeTruthy();
  });

  it('leaves out the payin cards for a payouts-only account, and what the role may not see', async () => {
    routes({
      'GET /v1/accounts/acct_a': account(['payout']),
      'GET /v1/accounts/acct_a/permissions': { permissions: ['list_payouts', 'list_messages'], roles: ['custom'] },
    });
    open();
    await card('home-payouts');
    await card('home-messages');
    expect(screen.queryByTestId('home-today')).toBeNull();
    expect(screen.queryByTestId('home-payments')).toBeNull();
    expect(screen.queryByTestId('home-disputes')).toBeNull();
    expect(screen.queryByTestId('home-balances')).toBeNull();
    expect(screen.queryByTestId('home-webhooks')).toBeNull();
  });

  it('shows a card that failed with a retry, the others still working', async () => {
    let fail = true;
    routes({
      'GET /api/payouts': () => (fail ? refusal(500, 'internal_error', 'Something broke.') : page([])),
    });
    open();
    const payouts = await card('home-payouts');
    expect(payouts.getByText('Failed to load')).toBeTruthy();
    expect((await card('home-messages')).getByText('2 unread messages')).toBeTruthy();
    fail = false;
    fireEvent.click(payouts.getByRole('button', { name: 'Retry' }));
    expect(await payouts.findByText('No payout is waiting for verification.')).toBeTruthy();
  });

  it('lands on the home once getting started is done, on getting started until then', async () => {
    routes({ 'GET /v1/accounts/acct_a/getting_started': { steps: [{ key: 'activate', done: true }] } });
    open('/accounts/acct_a');
    expect(await screen.findByTestId('home-cards')).toBeTruthy();
  });

  it('lands on getting started while a step is left', async () => {
    routes({
      'GET /v1/accounts/acct_a/getting_started': {
        steps: [
          { key: 'activate', done: true },
          { key: 'webhook', done: false },
        ],
      },
    });
    open('/accounts/acct_a');
    expect((await screen.findByTestId('landed')).textContent).toBe('/accounts/acct_a/getting-started');
  });
});
