import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { needsResponse, openDisputes, owner, page, won } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Chooses an option of an antd Select found by its label. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

describe('disputes list', { timeout: 30_000 }, () => {
  it('lists disputes with their payment, reason, status and the time left to answer', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/disputes': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([needsResponse(), won()]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes();
    expect(await screen.findByText('dp_open')).toBeTruthy();
    const open = within(rowWith('dp_open'));
    expect(open.getByRole('link', { name: 'dp_open' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/disputes/dp_open',
    );
    expect(open.getByRole('link', { name: 'pay_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_one',
    );
    expect(open.getByText('HKD 250.00')).toBeTruthy();
    expect(open.getByText('Product not received')).toBeTruthy();
    expect(open.getByText('Needs response').closest('.ant-tag')?.className).toContain('gold');
    expect(open.getByTestId('dispute-countdown').textContent).toBe('3 days 4 hours left');
    // A decided dispute shows its deadline as a date, without a countdown.
    const decided = within(rowWith('dp_won'));
    expect(decided.getByText('Won').closest('.ant-tag')?.className).toContain('green');
    expect(decided.queryByTestId('dispute-countdown')).toBeNull();
    expect(decided.getByText('2026-01-08 08:00:00')).toBeTruthy();
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({ livemode: '0', page: '1', per_page: '20' });
  });

  it('filters by status, reason and payment id', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/disputes': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page(url.searchParams.has('reason') ? [] : [needsResponse()]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = openDisputes();
    await screen.findByText('dp_open');
    await choose('Status', 'Under review');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('under_review'));
    await choose('Reason', 'Fraudulent');
    await waitFor(() => expect(queries.at(-1)?.get('reason')).toBe('fraudulent'));
    const search = screen.getByPlaceholderText('Payment ID (pay_…)');
    fireEvent.change(search, { target: { value: 'pay_one' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('payment_id')).toBe('pay_one'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({ status: 'under_review', reason: 'fraudulent' });
    expect(router.state.location.search).toContain('reason=fraudulent');
    expect(await screen.findByText('No disputes match these filters')).toBeTruthy();

    // Reset: back to every dispute of the last 31 days (the first rows, kept from before).
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('dp_open')).toBeTruthy();
    expect(router.state.location.search).not.toContain('reason');
  });

  it('says when they cannot be loaded', async () => {
    mockApi({
      'GET /api/disputes': refusal(500, 'internal_error', 'Boom.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes();
    expect(await screen.findByText('The disputes could not be loaded')).toBeTruthy();
  });
});
