import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { choose, openRecurring, owner, page, subscription, viewer } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ended = {
  ...subscription,
  id: 'sub_done',
  status: 'completed',
  interval_completed: 12,
  time_current_period_end: null,
};

const api = (permissions: unknown = owner, answer: () => unknown = () => page([subscription, ended])) => {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/subscriptions': (_body: unknown, url: URL) => {
      queries.push(url.searchParams);
      return answer();
    },
    'GET /v1/accounts/acct_a/permissions': permissions,
  });
  return { last: () => Object.fromEntries(queries.at(-1) ?? []) };
};

describe('subscriptions list', { timeout: 30_000 }, () => {
  it('lists amount, interval, charges made, status and the next charge', async () => {
    api();
    openRecurring('/accounts/acct_a/subscriptions');
    const row = (await screen.findByRole('link', { name: 'sub_gold' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'cus_mei' })).toBeTruthy();
    expect(within(row).getByText('CNY 99.00')).toBeTruthy();
    expect(within(row).getByText('Every month, 12 times')).toBeTruthy();
    expect(within(row).getByText('3/12')).toBeTruthy();
    expect(within(row).getByText('Active').getAttribute('data-status')).toBe('active');
    expect(within(row).getByText('2026-02-01 08:00:00')).toBeTruthy();
    const done = screen.getByRole('link', { name: 'sub_done' }).closest('tr') as HTMLElement;
    expect(within(done).getByText('12/12')).toBeTruthy();
    expect(within(done).getByText('—')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create subscription/ }).getAttribute('href')).toBe(
      '/accounts/acct_a/subscriptions/create',
    );
  });

  it('sends the filters of the URL and a changed status; a viewer cannot create', async () => {
    const { last } = api(viewer);
    openRecurring('/accounts/acct_a/subscriptions?status=active&customer=cus_mei&range=all');
    await screen.findByRole('link', { name: 'sub_gold' });
    expect(last()).toEqual({ page: '1', per_page: '20', livemode: '0', status: 'active', customer_id: 'cus_mei' });
    await choose('Status', 'Incomplete');
    await waitFor(() => expect(last().status).toBe('incomplete'));
    expect(screen.queryByRole('link', { name: /Create subscription/ })).toBeNull();
  });

  it('offers to create the first subscription when there is none', async () => {
    api(owner, () => page([]));
    openRecurring('/accounts/acct_a/subscriptions?range=all');
    const empty = await screen.findByTestId('no-subscriptions');
    expect(within(empty).getByText('No subscriptions in this period')).toBeTruthy();
    expect(await within(empty).findByRole('link', { name: /Create subscription/ })).toBeTruthy();
  });
});
