import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { failed, openRefunds, owner, page, pending, refunded } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('refunds list', { timeout: 30_000 }, () => {
  it("lists the mode's refunds of the last 31 days, linking each refund and its payment", async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/refunds': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([refunded, failed]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRefunds();
    expect(await screen.findByText('re_done')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeTruthy();
    const row = within(rowWith('re_done'));
    expect(row.getByText('HKD 50.00')).toBeTruthy();
    expect(row.getByText('Refunded').closest('.ant-tag')?.className).toContain('green');
    expect(row.getByText('Returned one item')).toBeTruthy();
    expect(row.getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(row.getByRole('link', { name: 're_done' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/refunds/re_done',
    );
    expect(row.getByRole('link', { name: 'pay_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_one',
    );
    expect(within(rowWith('re_fail')).getByText('Failed').closest('.ant-tag')?.className).toContain('red');

    const first = Object.fromEntries(queries[0] ?? []);
    expect(first).toMatchObject({ livemode: '0', page: '1', per_page: '20' });
    // The default range: 31 days ending today, as the wire's half-open range.
    const span = Number(first['time_created[lt]']) - Number(first['time_created[gte]']);
    expect(span).toBe(31 * 86_400);
  });

  it('filters by status and payment id through the URL and the query', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/refunds': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        if (url.searchParams.has('payment_id')) return page([]);
        return page(url.searchParams.get('status') === 'pending' ? [pending] : [refunded, pending]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = openRefunds();
    await screen.findByText('re_done');
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click((await screen.findAllByTitle('Pending')).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('re_done')).toBeNull());
    expect(queries.at(-1)?.get('status')).toBe('pending');

    const search = screen.getByPlaceholderText('Payment ID (pay_…)');
    fireEvent.change(search, { target: { value: ' pay_other ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('payment_id')).toBe('pay_other'));
    expect(queries.at(-1)?.get('status')).toBe('pending');
    expect(router.state.location.search).toContain('paymentId=pay_other');
    expect(await screen.findByText('No refunds match these filters')).toBeTruthy();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/refunds': () => (fail ? refusal(500, 'internal_error', 'Boom.') : page([])),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRefunds();
    expect(await screen.findByText('The refunds could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No refunds in this period')).toBeTruthy();
  });
});
