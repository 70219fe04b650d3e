import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { choose, createdPayment, openPayments, owner, page, paid } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers the list and records each query it was asked. */
const api = (answer: (url?: URL) => unknown = () => page([{ ...paid, disputed: true }, createdPayment])) => {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/payments': (_body: unknown, url: URL) => {
      queries.push(url.searchParams);
      return answer(url);
    },
    'GET /v1/accounts/acct_a/permissions': owner,
  });
  return { queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
};

const shanghai = (date: string) => String(dayjs.tz(date, 'Asia/Shanghai').unix());

// antd's Table and Selects are slow to render in happy-dom.
describe('payments list (spec §2 transaction/payments)', { timeout: 30_000 }, () => {
  it('lists the payments with localized methods and statuses, money, the disputed mark and links', async () => {
    const { last } = api();
    const router = openPayments();
    const row = (await screen.findByRole('link', { name: 'pay_paid1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('HL-1001')).toBeTruthy();
    expect(within(row).getByText('FPS (Faster Payment System)')).toBeTruthy();
    expect(within(row).getByText('HKD 250.00')).toBeTruthy();
    expect(within(row).getByText('Paid').closest('[data-status]')?.getAttribute('data-status')).toBe('paid');
    expect(within(row).getByTestId('disputed').textContent).toBe('Disputed');
    expect(within(row).getByRole('link', { name: 'cus_ada' }).getAttribute('href')).toBe(
      '/accounts/acct_a/customers/cus_ada',
    );
    expect(within(row).getByText('2026-01-01 08:00:00')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'pay_new1' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Created')).toBeTruthy();
    expect(within(other).queryByTestId('disputed')).toBeNull();

    // The default range is the last 31 days, in the user's time zone, in test mode.
    const today = dayjs().tz('Asia/Shanghai').format('YYYY-MM-DD');
    expect(last()).toEqual({
      page: '1',
      per_page: '20',
      livemode: '0',
      'time_created[gte]': shanghai(dayjs(today).subtract(30, 'day').format('YYYY-MM-DD')),
      'time_created[lt]': shanghai(dayjs(today).add(1, 'day').format('YYYY-MM-DD')),
    });
    fireEvent.click(screen.getByRole('link', { name: 'pay_paid1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/transaction/payments/pay_paid1'));
  });

  it('sends the filters of the URL, and a changed filter goes back to page 1', async () => {
    const { last } = api();
    const router = openPayments(
      '/accounts/acct_a/transaction/payments?status=paid&method=fps_hk&search=HL-1001&range=2026-01-01,2026-01-31&page=2',
    );
    await screen.findByRole('link', { name: 'pay_paid1' });
    expect(last()).toEqual({
      page: '2',
      per_page: '20',
      livemode: '0',
      status: 'paid',
      payment_method: 'fps_hk',
      search: 'HL-1001',
      'time_created[gte]': shanghai('2026-01-01'),
      'time_created[lt]': shanghai('2026-02-01'),
    });

    await choose('Status', 'All statuses');
    await waitFor(() => expect(last().status).toBeUndefined());
    expect(router.state.location.search).not.toContain('page=');

    await choose('Payment method', 'Alipay');
    await waitFor(() => expect(last().payment_method).toBe('alipay_cn'));

    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: ' cus_ada ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last().search).toBe('cus_ada'));
    expect(router.state.location.search).toContain('search=cus_ada');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(last().search).toBeUndefined());
    expect(last().payment_method).toBeUndefined();
  });

  it('says when no payment is in the range, with the way to a test payment', async () => {
    api(() => page([]));
    openPayments();
    expect(await screen.findByText('No payments in this date range')).toBeTruthy();
    expect(screen.getByText('Widen the date range, or create a test payment to see one here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a test payment' }).getAttribute('href')).toBe(
      '/accounts/acct_a/paymentMethods/test_payment',
    );
    // Live mode has no payment in the range either: no hint to switch.
    await waitFor(() => expect(screen.queryByTestId('other-mode-hint')).toBeNull());
  });

  it('in live mode, offers no test payment, and points to test mode when it has payments in the range', async () => {
    const { queries } = api((url?: URL) => page(url?.searchParams.get('livemode') === '0' ? [paid] : []));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    openPayments('/accounts/acct_a/transaction/payments', '1');
    expect(await screen.findByText('No payments in this date range')).toBeTruthy();
    expect(
      screen.getByText('Widen the date range. Live payments appear here once payers pay through your integration.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a test payment' })).toBeNull();
    const hint = await screen.findByTestId('other-mode-hint');
    expect(within(hint).getByText('Test mode has records in this date range.')).toBeTruthy();
    // Test mode was asked about the same date range as the list.
    const [list, probe] = [
      queries.find((q) => q.get('livemode') === '1'),
      queries.find((q) => q.get('livemode') === '0'),
    ];
    expect(probe?.get('time_created[gte]')).toBe(list?.get('time_created[gte]'));
    expect(probe?.get('per_page')).toBe('1');
    fireEvent.click(within(hint).getByRole('button', { name: /Switch to test mode/ }));
    expect(window.localStorage.getItem('livemode')).toBe('0');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says when filters match no payment', async () => {
    api(() => page([]));
    openPayments('/accounts/acct_a/transaction/payments?status=failed');
    expect(await screen.findByText('No payments match these filters')).toBeTruthy();
  });

  it('says when the payments cannot be loaded, and retries', async () => {
    let fail = true;
    // A 4xx: a 5xx would be retried first, which only slows the test.
    api(() => (fail ? refusal(403, 'forbidden', 'You do not have permission to do this.') : page([paid])));
    openPayments();
    expect(await screen.findByText('The payments could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'pay_paid1' })).toBeTruthy();
  });
});
