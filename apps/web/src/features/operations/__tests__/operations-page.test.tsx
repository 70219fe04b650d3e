import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import OperationsPage from '../pages/operations.page.tsx';

const row = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  operator_id: 'usr_1',
  operator_email: 'demo@paydeck.dev',
  admin: false,
  account_id: 'acct_a',
  account_name: 'Harbour Lane HK',
  action: 'invited',
  source_type: 'member',
  source_id: 'inv_1',
  description: 'ada@example.com (finance)',
  ip: '203.0.113.10',
  refused: false,
  time_created: 1_700_000_000,
  ...overrides,
});

const rows = [
  row('op_1', {
    action: 'updated',
    source_type: 'account',
    source_id: 'acct_a',
    description: 'name, timezone',
  }),
  row('op_2', { refused: true, description: 'PUT /v1/accounts/:accountId', action: 'updated', source_type: 'account' }),
  row('op_3', { admin: true, action: 'updatedRoles', description: 'ada@example.com: analyst → finance' }),
];

const page = (list: unknown[], extra: Record<string, unknown> = {}) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  ...extra,
});

/** Answers the log and records each query it was asked. */
const api = (answer: (url: URL) => unknown = () => page(rows)) => {
  const queries: URLSearchParams[] = [];
  const mock = mockApi({
    'GET /v1/operations': (_body: unknown, url: URL) => {
      queries.push(url.searchParams);
      return answer(url);
    },
    'GET /v1/current_user_accounts': [
      { id: 'acct_a', name: 'Harbour Lane HK', merchant_id: 'mer_1', merchant_name: 'Harbour Lane' },
      { id: 'acct_b', name: 'Harbour Lane SG', merchant_id: 'mer_1', merchant_name: 'Harbour Lane' },
    ],
  });
  return { ...mock, queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
};

const open = (search = '') =>
  renderRoutes([{ path: '/operations', Component: OperationsPage }], `/operations${search}`);

/** Chooses an option of an antd Select found by its label. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
};

const hk = 'Asia/Hong_Kong';
const unix = (date: string) => dayjs.tz(date, hk).unix();

beforeEach(() => storage.set('timezone', hk));
afterEach(() => vi.unstubAllGlobals());

// antd's Table and Selects are slow to render in happy-dom; under a full parallel run 5 s is too tight.
describe('OperationsPage (spec §2 /operations)', { timeout: 20_000 }, () => {
  it('lists the actions with localized labels, refused attempts in red and administrator acts marked', async () => {
    api();
    open();
    const table = await screen.findByRole('table');
    const first = (await within(table).findByText('Account name, Time zone')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Updated')).toBeTruthy();
    expect(within(first).getByText('Account settings')).toBeTruthy();
    expect(within(first).getByText('acct_a')).toBeTruthy();
    expect(within(first).getByText('Harbour Lane HK')).toBeTruthy();
    expect(within(first).getByText('203.0.113.10')).toBeTruthy();
    expect(within(first).getByText('2023-11-15 06:13:20')).toBeTruthy();

    const refused = within(table).getByText('Refused');
    expect(refused.className).toContain('red');
    expect(within(refused.closest('tr') as HTMLElement).getByText('PUT /v1/accounts/:accountId').dataset.refused).toBe(
      'true',
    );
    const admin = within(table).getByText('Administrator').closest('tr') as HTMLElement;
    expect(within(admin).getByText('Roles updated')).toBeTruthy();
    expect(within(admin).getByText('Member')).toBeTruthy();
    expect(screen.getByText('3 in total')).toBeTruthy();
  });

  it("shows the user's own 2FA changes without an account, in the reader's words", async () => {
    api(() =>
      page([
        row('op_4', {
          account_id: null,
          account_name: null,
          action: 'used',
          source_type: 'recoveryCode',
          source_id: 'usr_1',
          description: 'sign_in',
        }),
      ]),
    );
    open();
    const table = await screen.findByRole('table');
    const used = (await within(table).findByText('Signed in with a recovery code')).closest('tr') as HTMLElement;
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(within(used).getByText('Recovery code')).toBeTruthy();
    expect(within(used).getByText('Personal')).toBeTruthy();
  });

  it('shows the last 31 days by default, in the user’s time zone', async () => {
    const { last } = api();
    open();
    await screen.findByRole('table');
    const today = dayjs().tz(hk).format('YYYY-MM-DD');
    const from = dayjs(today).subtract(30, 'day').format('YYYY-MM-DD');
    await waitFor(() =>
      expect(last()).toEqual({
        page: '1',
        per_page: '20',
        'time_created[gte]': String(unix(from)),
        'time_created[lt]': String(unix(dayjs(today).add(1, 'day').format('YYYY-MM-DD'))),
      }),
    );
  });

  it('reads its filters from the URL, so a reload keeps them', async () => {
    const { last } = api();
    open('?accountId=acct_b&action=updated&sourceType=account&range=2026-01-01,2026-01-31&page=2&pageSize=50');
    await waitFor(() =>
      expect(last()).toEqual({
        page: '2',
        per_page: '50',
        account_id: 'acct_b',
        action: 'updated',
        source_type: 'account',
        // Hong Kong days: 2025-12-31T16:00Z up to 2026-01-31T16:00Z.
        'time_created[gte]': '1767196800',
        'time_created[lt]': '1769875200',
      }),
    );
    expect(await screen.findByTitle('Harbour Lane SG')).toBeTruthy();
    expect(screen.getByTitle('Updated')).toBeTruthy();
    expect(screen.getByTitle('Account settings')).toBeTruthy();
  });

  it('puts a changed filter in the URL and goes back to the first page', async () => {
    const { last } = api();
    const router = open('?page=3&range=all');
    await screen.findByRole('table');
    await choose('Action', 'Updated');
    await waitFor(() => expect(last()).toEqual({ page: '1', per_page: '20', action: 'updated' }));
    expect(router.state.location.search).toBe('?range=all&action=updated');
    await choose('Account', 'Harbour Lane HK');
    await waitFor(() => expect(last().account_id).toBe('acct_a'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('counts past 10,000 as "10,000+" and still offers the next page', async () => {
    api(() => page(rows, { total: 10_000, total_capped: true, page: 500 }));
    open('?page=500&range=all');
    expect(await screen.findByText('10,000+ in total')).toBeTruthy();
    expect(screen.getByTitle('501')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    api(() => page([]));
    open('?action=deleted');
    expect(await screen.findByText('No activity matches these filters')).toBeTruthy();
  });

  it('says when the log cannot be loaded, and retries', async () => {
    let fail = true;
    api(() => (fail ? refusal(400, 'bad_request', 'per_page: Too big.') : page(rows)));
    open();
    expect(await screen.findByText('Failed to load the activity log')).toBeTruthy();
    expect(screen.getByText('per_page: Too big.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Account name, Time zone')).toBeTruthy();
  });
});
