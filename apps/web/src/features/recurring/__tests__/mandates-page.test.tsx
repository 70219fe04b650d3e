import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { choose, openRecurring, owner, page, signed, waiting } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const api = (answer: () => unknown = () => page([signed, waiting])) => {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/mandates': (_body: unknown, url: URL) => {
      queries.push(url.searchParams);
      return answer();
    },
    'GET /v1/accounts/acct_a/permissions': owner,
  });
  return { last: () => Object.fromEntries(queries.at(-1) ?? []) };
};

describe('mandates list', { timeout: 30_000 }, () => {
  it('lists the mandates with their customer, method, status and times', async () => {
    api();
    openRecurring('/accounts/acct_a/mandates');
    const row = (await screen.findByRole('link', { name: 'mdt_signed' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'cus_mei' }).getAttribute('href')).toBe(
      '/accounts/acct_a/customers/cus_mei',
    );
    expect(within(row).getByText('Alipay')).toBeTruthy();
    expect(within(row).getByText('Signed').getAttribute('data-status')).toBe('succeeded');
    expect(within(row).getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(within(row).getByText('2026-01-01 08:02:00')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'mdt_waiting' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Created').getAttribute('data-status')).toBe('created');
  });

  it('sends the filters of the URL and a changed status', async () => {
    const { last } = api();
    openRecurring('/accounts/acct_a/mandates?status=succeeded&method=alipay_cn&customer=cus_mei&range=all');
    await screen.findByRole('link', { name: 'mdt_signed' });
    expect(last()).toEqual({
      page: '1',
      per_page: '20',
      livemode: '0',
      status: 'succeeded',
      payment_method: 'alipay_cn',
      customer_id: 'cus_mei',
    });
    await choose('Status', 'Canceled');
    await waitFor(() => expect(last().status).toBe('canceled'));
  });

  it('says when nothing matches', async () => {
    api(() => page([]));
    openRecurring('/accounts/acct_a/mandates?status=failed');
    expect(await screen.findByText('No mandate matches these filters')).toBeTruthy();
  });
});
