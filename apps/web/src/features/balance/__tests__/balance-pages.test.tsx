import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import {
  account,
  openBalance,
  owner,
  page,
  paymentEntry,
  readOnly,
  settlement,
  settlementEntry,
  summary,
} from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const base = {
  'GET /v1/accounts/acct_a': account(),
  'GET /v1/accounts/acct_a/permissions': owner,
  'GET /api/balances': summary(),
};

describe('balance transactions', { timeout: 30_000 }, () => {
  it('shows the summary and the live entries, each linked to its source', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      ...base,
      'GET /api/balance_transactions': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([paymentEntry, settlementEntry]);
      },
    });
    openBalance('/accounts/acct_a/balance/transactions');
    expect(await screen.findByText('txn_pay')).toBeTruthy();
    const card = within(await screen.findByTestId('balance-HKD'));
    expect(card.getByText('HKD 1,000.00')).toBeTruthy();
    expect(card.getByTestId('balance-pending').textContent).toBe('HKD 246.00');
    expect(card.queryByTestId('balance-frozen')).toBeNull();
    expect(screen.getByTestId('balance-time-zone').textContent).toContain('Asia/Hong_Kong');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();

    const row = within(rowWith('txn_pay'));
    expect(row.getByText('Payment', { selector: 'td' })).toBeTruthy();
    expect(row.getByText('Pending').closest('.ant-tag')?.className).toContain('gold');
    expect(row.getByText('USD 32.00')).toBeTruthy();
    expect(row.getByText('USD 0.51')).toBeTruthy();
    expect(row.getByText('USD 31.49')).toBeTruthy();
    expect(row.getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(row.getByRole('link', { name: 'pay_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_one',
    );
    const stl = within(rowWith('txn_stl'));
    expect(stl.getByRole('link', { name: 'stl_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/balance/settlements/stl_one',
    );
    expect(stl.getByText('Available').closest('.ant-tag')?.className).toContain('green');
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({ livemode: '1', page: '1', per_page: '20' });
  });

  it('filters by type and source id through the URL and the query', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      ...base,
      'GET /api/balance_transactions': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return url.searchParams.has('source_id') ? page([]) : page([paymentEntry]);
      },
    });
    const router = openBalance('/accounts/acct_a/balance/transactions');
    await screen.findByText('txn_pay');
    fireEvent.mouseDown(screen.getByLabelText('Type'));
    fireEvent.click((await screen.findAllByTitle('Settlement failure')).at(-1) as HTMLElement);
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('settlement_failure'));
    const search = screen.getByPlaceholderText('Payment, refund, dispute or settlement ID');
    fireEvent.change(search, { target: { value: 'pay_x' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('source_id')).toBe('pay_x'));
    expect(router.state.location.search).toContain('sourceId=pay_x');
    expect(await screen.findByText('No balance transactions match these filters')).toBeTruthy();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...base,
      'GET /api/balance_transactions': () => (fail ? refusal(500, 'internal_error', 'Boom.') : page([])),
    });
    openBalance('/accounts/acct_a/balance/transactions');
    expect(await screen.findByText('The balance transactions could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No balance transactions in this period')).toBeTruthy();
  });

  it('shows every field of an entry, its conversion and its fees', async () => {
    mockApi({ ...base, 'GET /api/balance_transactions/txn_pay': paymentEntry });
    openBalance('/accounts/acct_a/balance/transactions/txn_pay');
    const rate = await screen.findByText('1 HKD = 0.128 USD');
    expect(rate).toBeTruthy();
    expect(screen.getByText('HKD 250.00')).toBeTruthy();
    expect(screen.getByText(/Processing fee: USD 0.51/)).toBeTruthy();
    expect(screen.getByText('2026-01-03 08:00:00')).toBeTruthy();
  });

  it('hides Withdraw from a role without add_settlement', async () => {
    mockApi({
      ...base,
      'GET /v1/accounts/acct_a/permissions': readOnly,
      'GET /api/balance_transactions': page([paymentEntry]),
    });
    openBalance('/accounts/acct_a/balance/transactions');
    await screen.findByText('txn_pay');
    await screen.findByTestId('balance-HKD');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

describe('settlements', { timeout: 30_000 }, () => {
  it('lists withdrawals with status colours and masked bank accounts', async () => {
    mockApi({
      ...base,
      'GET /api/settlements': page([
        settlement(),
        settlement({ id: 'stl_paid', status: 'paid' }),
        settlement({ id: 'stl_fail', status: 'failed' }),
        settlement({ id: 'stl_cx', status: 'canceled' }),
      ]),
    });
    openBalance('/accounts/acct_a/balance/settlements');
    await screen.findByText('stl_one');
    const row = within(rowWith('stl_one'));
    expect(row.getByText('HKD 10,000.00')).toBeTruthy();
    expect(row.getByText('HKD 156.25')).toBeTruthy();
    expect(row.getByText('•••• 6001')).toBeTruthy();
    expect(row.getByText('2026-01-05')).toBeTruthy();
    expect(row.getByText('Pending').closest('.ant-tag')?.className).toContain('gold');
    expect(within(rowWith('stl_paid')).getByText('Paid').closest('.ant-tag')?.className).toContain('green');
    expect(within(rowWith('stl_fail')).getByText('Failed').closest('.ant-tag')?.className).toContain('red');
    expect(within(rowWith('stl_cx')).getByText('Canceled').closest('.ant-tag')?.className).not.toMatch(
      /gold|green|red/,
    );
  });

  it("shows a settlement's fee, bank account and a link to its balance transactions", async () => {
    mockApi({ ...base, 'GET /api/settlements/stl_one': settlement() });
    openBalance('/accounts/acct_a/balance/settlements/stl_one');
    expect(await screen.findByText('HKD 156.25 (USD 20.00 at 1 USD = 7.8125 HKD)')).toBeTruthy();
    expect(screen.getByText('HKD 10,156.25')).toBeTruthy();
    expect(screen.getByText('004-123456-001')).toBeTruthy();
    expect(screen.getByTestId('settlement-transactions').getAttribute('href')).toBe(
      '/accounts/acct_a/balance/transactions?sourceId=stl_one&range=all',
    );
  });
});

describe('test mode', { timeout: 30_000 }, () => {
  it('says balances are live only, with the switch to live mode, and asks for nothing', async () => {
    const { calls } = mockApi(base);
    openBalance('/accounts/acct_a/balance/settlements', { live: false });
    expect(await screen.findByText('Balances and settlements are live data only')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Switch to live mode' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });

  it('points an inactivated account to its status instead', async () => {
    mockApi({ ...base, 'GET /v1/accounts/acct_a': account({ status: 'inactivated' }) });
    openBalance('/accounts/acct_a/balance/transactions/txn_pay', { live: false });
    expect((await screen.findByRole('link', { name: 'Account status' })).getAttribute('href')).toBe(
      '/accounts/acct_a/setting/account',
    );
  });
});

describe('a disabled account', { timeout: 30_000 }, () => {
  it('shows frozen balances and disables Withdraw, described by the freeze', async () => {
    const until = Math.floor(Date.now() / 1000) + 86_400 * 30;
    mockApi({
      ...base,
      'GET /v1/accounts/acct_a': account({
        account_status: 'disabled',
        time_disabled: 1_767_225_600,
        time_withdrawals_available: until,
        freeze_days: 90,
      }),
      'GET /api/balances': summary({ time_withdrawals_available: until }),
      'GET /api/settlements': page([]),
    });
    openBalance('/accounts/acct_a/balance/settlements');
    const frozen = await screen.findByTestId('withdrawals-frozen');
    expect(frozen.textContent).toContain('2026-01-01 08:00:00');
    expect(frozen.textContent).toContain('total freeze 90 days');
    expect(screen.getAllByTestId('balance-frozen').length).toBe(2);
    await waitFor(() => expect((screen.getByTestId('withdraw-button') as HTMLButtonElement).disabled).toBe(true));
    // The disabled button is described by the freeze, for those who can't see it beside it.
    expect(screen.getByTestId('withdraw-button').getAttribute('aria-describedby')).toBe(frozen.id);
  });
});
