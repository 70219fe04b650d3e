import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { bare, mei, openCustomers, owner, page, readOnly } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers the list and records each query it was asked. */
const api = (answer: (url: URL) => unknown = () => page([mei, bare]), permissions: unknown = owner) => {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/customers': (_body: unknown, url: URL) => {
      queries.push(url.searchParams);
      return answer(url);
    },
    'GET /v1/accounts/acct_a/permissions': permissions,
    'GET /v1/countries': [{ name: 'Hong Kong', name_zh: '中国香港', alpha2: 'HK' }],
  });
  return { queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
};

describe('customers list', { timeout: 30_000 }, () => {
  it('shows the rows with links to their detail, the last 31 days and the test mode by default', async () => {
    const { last } = api();
    openCustomers();
    const row = (await screen.findByText('cus_mei')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Mei Chan')).toBeTruthy();
    expect(within(row).getByText('mei.chan@example.com')).toBeTruthy();
    expect(within(row).getByText('+85291234567')).toBeTruthy();
    expect(within(row).getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(screen.getByText('cus_mei').closest('a')?.getAttribute('href')).toBe('/accounts/acct_a/customers/cus_mei');
    // The default range is the last 31 days, in the user's time zone, as on every list.
    const today = dayjs().tz('Asia/Shanghai').format('YYYY-MM-DD');
    expect(last()).toEqual({
      page: '1',
      per_page: '20',
      livemode: '0',
      'time_created[gte]': String(
        dayjs.tz(dayjs(today).subtract(30, 'day').format('YYYY-MM-DD'), 'Asia/Shanghai').unix(),
      ),
      'time_created[lt]': String(dayjs.tz(dayjs(today).add(1, 'day').format('YYYY-MM-DD'), 'Asia/Shanghai').unix()),
    });
    expect(screen.getByRole('link', { name: /Create customer/ }).getAttribute('href')).toBe(
      '/accounts/acct_a/customers/create',
    );
  });

  it('sends the search, the date range and the page from the URL, and searches on Enter', async () => {
    const { last } = api();
    const router = openCustomers('/accounts/acct_a/customers?search=Mei&range=2026-01-01,2026-01-31&page=2');
    await screen.findByText('cus_mei');
    expect(last()).toEqual({
      page: '2',
      per_page: '20',
      search: 'Mei',
      'time_created[gte]': String(dayjs.tz('2026-01-01', 'Asia/Shanghai').unix()),
      'time_created[lt]': String(dayjs.tz('2026-02-01', 'Asia/Shanghai').unix()),
      livemode: '0',
    });
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: ' mei.chan@example.com ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last().search).toBe('mei.chan@example.com'));
    expect(last().page).toBe('1');
    expect(router.state.location.search).toContain('search=mei.chan%40example.com');
  });

  it('invites to create the first customer, but only a role that may', async () => {
    api(() => page([]));
    openCustomers();
    const inRange = await screen.findByTestId('no-customers');
    expect(
      within(inRange).getByText(
        'No customers were added in this date range. Widen it, or create one here or through the API.',
      ),
    ).toBeTruthy();
    cleanup();
    openCustomers('/accounts/acct_a/customers?range=all');
    const empty = await screen.findByTestId('no-customers');
    expect(within(empty).getByText('No customers yet. Create one here or through the API.')).toBeTruthy();
    await waitFor(() => expect(within(empty).getByRole('link', { name: /Create customer/ })).toBeTruthy());
  });

  it('shows no create button to a read-only role, and says when nothing matches', async () => {
    api(() => page([]), readOnly);
    openCustomers('/accounts/acct_a/customers?search=nobody');
    expect(await screen.findByText('No customers match the search or dates.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create customer/ })).toBeNull();
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let fail = true;
    api(() => (fail ? refusal(500, 'internal_error', 'Boom.') : page([mei])));
    openCustomers();
    expect(await screen.findByText('The customers could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('cus_mei')).toBeTruthy();
  });
});
