import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { progressPollMs } from '../api/get-exports.ts';
import ExportsPage from '../pages/exports.page.tsx';

afterEach(() => vi.unstubAllGlobals());

const owner = { permissions: 'all permissions', roles: ['owner'] };
// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;
const written = {
  id: 'exp_paid',
  object: 'export',
  livemode: false,
  source_type: 'payment',
  status: 'processed',
  filter: {
    status: 'paid',
    payment_method: 'alipay_hk',
    'time_created[gte]': 1_767_196_800,
    'time_created[lt]': 1_769_875_200,
  },
  rows_written: 1234,
  rows_total: 1234,
  filename: 'payments-20260101-080000.csv',
  size: 160_512,
  failure_message: null,
  time_created: created,
  time_processed: created + 3,
  time_expired: created + 7 * 86_400 + 3,
};
const writing = {
  ...written,
  id: 'exp_refunds',
  source_type: 'refund',
  status: 'processing',
  filter: {},
  rows_written: 3000,
  rows_total: null,
  filename: 'refunds-20260101-080000.csv',
  size: null,
  time_processed: null,
  time_expired: null,
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, per_page: 20 });

const open = (path: string) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  return renderRoutes([{ path: '/exports', Component: ExportsPage }], path);
};

const rowOf = async (filename: string) => (await screen.findByText(filename)).closest('tr') as HTMLElement;

describe('exports page', { timeout: 30_000 }, () => {
  it('shows what each file holds, its progress while written, and downloads a written one', async () => {
    let polls = 0;
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      // Written on the second look: the page asks again while a file is being written.
      'GET /api/exports': () => {
        polls += 1;
        return page([polls > 1 ? { ...writing, status: 'processed', rows_total: 3000, size: 2048 } : writing, written]);
      },
      'GET /api/exports/exp_paid/download': 'id,amount',
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('/exports');

    const paid = await rowOf('payments-20260101-080000.csv');
    expect(within(paid).getByText('1,234 rows · 156.8 KB')).toBeTruthy();
    expect(within(paid).getByText('Payments')).toBeTruthy();
    expect(within(paid).getByText('Status: Paid · Method: AlipayHK · Created 2026-01-01 to 2026-01-31')).toBeTruthy();
    expect(within(paid).getByText('Ready')).toBeTruthy();
    expect(within(paid).getByText('2026-01-08 08:00:03')).toBeTruthy();

    const refunds = await rowOf('refunds-20260101-080000.csv');
    expect(within(refunds).getByText('Writing: 3,000 rows')).toBeTruthy();
    expect(within(refunds).getByText('Everything')).toBeTruthy();
    expect(within(refunds).queryByRole('button', { name: /Download/ })).toBeNull();
    await waitFor(() => expect(within(refunds).getByText('3,000 rows · 2 KB')).toBeTruthy(), {
      timeout: progressPollMs * 3,
    });

    fireEvent.click(within(paid).getByRole('button', { name: 'Download payments-20260101-080000.csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('payments-20260101-080000.csv');
    expect(calls.some((call) => call.path === '/api/exports/exp_paid/download')).toBe(true);
    click.mockRestore();
  });

  it('asks for the filters in the URL, says when nothing matches, and when the list fails', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/exports': (_body: unknown, url: URL) => {
        asked.push(url.searchParams);
        return page([]);
      },
    });
    open('/exports?status=failed&source=balance_transaction&range=all');
    expect(await screen.findByText('No exports match these filters')).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
      page: '1',
      per_page: '20',
      status: 'failed',
      source_type: 'balance_transaction',
      livemode: '0',
    });
  });

  it('says when it has no exports yet', async () => {
    mockApi({ 'GET /v1/accounts/acct_a/permissions': owner, 'GET /api/exports': page([]) });
    open('/exports');
    expect(await screen.findByText(/No exports yet/)).toBeTruthy();
  });

  it('says when the exports cannot be loaded', async () => {
    mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/exports': refusal(500, 'internal_error', 'Something broke.'),
    });
    open('/exports');
    expect(await screen.findByText('Failed to load the exports')).toBeTruthy();
  });
});

describe('export button', { timeout: 30_000 }, () => {
  const openButton = (props: Parameters<typeof ExportButton>[0]) => {
    window.localStorage.setItem('accountId', 'acct_a');
    window.localStorage.setItem('livemode', '0');
    return renderRoutes([{ path: '/list', Component: () => <ExportButton {...props} /> }], '/list');
  };

  it("exports the list's current filter under its wire names, then shows the exports page", async () => {
    const { calls } = mockApi({ 'GET /v1/accounts/acct_a/permissions': owner, 'POST /api/exports': writing });
    openButton({
      sourceType: 'payment',
      query: { status: 'paid', paymentMethod: 'alipay_hk', search: undefined, timeCreated: { gte: 10, lt: 20 } },
      total: 3,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/exports');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      source_type: 'payment',
      filter: { status: 'paid', payment_method: 'alipay_hk', 'time_created[gte]': '10', 'time_created[lt]': '20' },
      livemode: 0,
    });
  });

  it('exports balance transactions from live data whatever the mode', async () => {
    const { calls } = mockApi({ 'GET /v1/accounts/acct_a/permissions': owner, 'POST /api/exports': writing });
    openButton({ sourceType: 'balance_transaction', query: { currency: 'HKD' }, total: 1 });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await screen.findByTestId('landed');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      source_type: 'balance_transaction',
      filter: { currency: 'HKD' },
      livemode: 1,
    });
  });

  it('is off for an empty list', async () => {
    mockApi({ 'GET /v1/accounts/acct_a/permissions': owner });
    openButton({ sourceType: 'refund', query: {}, total: 0 });
    expect((await screen.findByRole('button', { name: /Export/ })).hasAttribute('disabled')).toBe(true);
  });

  it('is absent for a member who may list payments but not export them', async () => {
    mockApi({
      'GET /v1/accounts/acct_a/permissions': {
        permissions: ['list_payments', 'list_refunds', 'add_export'],
        roles: ['analyst'],
      },
    });
    window.localStorage.setItem('accountId', 'acct_a');
    renderRoutes(
      [
        {
          path: '/list',
          Component: () => (
            <>
              <ExportButton sourceType="payment" query={{}} total={5} />
              <ExportButton sourceType="refund" query={{}} total={5} />
            </>
          ),
        },
      ],
      '/list',
    );
    // The refunds' button shows, so the permissions are in: the payments' one is left out by them.
    expect(await screen.findAllByRole('button', { name: /Export/ })).toHaveLength(1);
  });
});
