import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { alipay, fps, openPaymentMethods, owner, oxxo, page, readOnly } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (method: string) => {
  const row = (await screen.findByText(method)).closest('tr');
  if (!row) throw new Error(`no row for ${method}`);
  return row;
};

/** Answers the list from the given rows, filtered as the server does, and records each query. */
const listApi = (rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
  const queries: Record<string, string>[] = [];
  const mock = mockApi({
    'GET /api/payment_methods': (_body: unknown, url: URL) => {
      const query = Object.fromEntries(url.searchParams);
      queries.push(query);
      return page(rows.filter((row) => !query.status || row.status === query.status));
    },
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/countries': [
      { alpha2: 'CN', name: 'China', name_zh: '中国' },
      { alpha2: 'HK', name: 'Hong Kong', name_zh: '中国香港' },
      { alpha2: 'MX', name: 'Mexico', name_zh: '墨西哥' },
    ],
    ...extra,
  });
  return { ...mock, queries };
};

// antd's table, select and popconfirm render slowly under a full parallel run.
describe('payment methods list', { timeout: 30_000 }, () => {
  it('lists every method with its name, type, flow, country, currencies, business types and status', async () => {
    const { queries } = listApi([alipay, fps, oxxo]);
    openPaymentMethods();
    const row = await rowOf('alipay_cn');
    expect(within(row).getByRole('link', { name: 'Alipay' }).getAttribute('href')).toBe(
      '/accounts/acct_a/paymentMethods/alipay_cn',
    );
    expect(within(row).getByText('E-wallet')).toBeTruthy();
    expect(within(row).getByText('QR code')).toBeTruthy();
    expect(await within(row).findByText(/China/)).toBeTruthy();
    expect(within(row).getByText('CNY')).toBeTruthy();
    expect(within(row).getByText('Recurring')).toBeTruthy();
    expect(within(row).getByText('Enabled').closest('.ant-tag')?.className).toContain('green');
    const fpsRow = await rowOf('fps_hk');
    expect(within(fpsRow).getByText('FPS (Faster Payment System)')).toBeTruthy();
    expect(within(fpsRow).getByText('Disabled').closest('.ant-tag')?.className).not.toContain('green');
    expect(within(await rowOf('oxxo_mx')).getByText('Not available')).toBeTruthy();
    expect(screen.getByTestId('mode-tag').textContent).toBe('Test mode');
    expect(queries[0]).toEqual({ livemode: '0', page: '1', per_page: '20' });
  });

  it('takes its filters from the URL and writes them back, starting again at page 1', async () => {
    const { queries } = listApi([alipay, fps]);
    const router = openPaymentMethods(
      '/accounts/acct_a/paymentMethods?status=disable&businessType=payout&currency=HKD&page=2&pageSize=10',
    );
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        livemode: '0',
        page: '2',
        per_page: '10',
        status: 'disable',
        business_type: 'payout',
        currency: 'HKD',
      }),
    );
    const filters = screen.getByTestId('payment-methods-filters');
    fireEvent.mouseDown(within(filters).getAllByRole('combobox')[0] as HTMLElement);
    const enabled = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === 'Enabled',
    );
    if (!enabled) throw new Error('no Enabled option');
    fireEvent.click(enabled);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=enable&businessType=payout&currency=HKD&pageSize=10'),
    );
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'enable', page: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10'));
  });

  it('says when no method matches the filters', async () => {
    listApi([alipay]);
    openPaymentMethods('/accounts/acct_a/paymentMethods?status=disable');
    expect(await screen.findByText('No payment methods match these filters')).toBeTruthy();
  });

  it('disables a method only after a confirmation, and enables one at once', async () => {
    const { calls } = listApi([alipay, fps, oxxo], {
      'PUT /api/payment_methods/alipay_cn': { ...alipay, status: 'disable' },
      'PUT /api/payment_methods/fps_hk': { ...fps, status: 'enable' },
    });
    openPaymentMethods();
    const row = await rowOf('alipay_cn');
    fireEvent.click(await within(row).findByRole('switch', { name: 'Enable Alipay' }));
    expect(await screen.findByText('Disable Alipay?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous');
    if (!confirm) throw new Error('no confirm button');
    fireEvent.click(confirm);
    expect(await screen.findByText('Alipay disabled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/payment_methods/alipay_cn',
      body: { status: 'disable', livemode: 0 },
    });

    fireEvent.click(within(await rowOf('fps_hk')).getByRole('switch', { name: 'Enable FPS (Faster Payment System)' }));
    expect(await screen.findByText('FPS (Faster Payment System) enabled')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ status: 'enable', livemode: 0 });

    const unavailable = within(await rowOf('oxxo_mx')).getByRole('switch', { name: 'Enable OXXO cash payment' });
    expect(unavailable.hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's reason when enabling is refused", async () => {
    listApi([fps], {
      'PUT /api/payment_methods/fps_hk': refusal(
        409,
        'payment_method_unavailable',
        "fps_hk serves none of this account's business types, so it can't be enabled.",
      ),
    });
    openPaymentMethods();
    fireEvent.click(await within(await rowOf('fps_hk')).findByRole('switch'));
    expect(
      await screen.findByText("fps_hk serves none of this account's business types, so it can't be enabled."),
    ).toBeTruthy();
  });

  it('shows no switches to a member who may only list methods', async () => {
    const { calls } = listApi([alipay], { 'GET /v1/accounts/acct_a/permissions': readOnly });
    openPaymentMethods();
    await rowOf('alipay_cn');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(await rowOf('alipay_cn')).getByText('Enabled')).toBeTruthy();
  });

  it('says when the methods cannot be loaded, and retries', async () => {
    let fail = true;
    listApi([], {
      'GET /api/payment_methods': () =>
        fail ? refusal(500, 'internal_error', 'Something went wrong.') : page([alipay]),
    });
    openPaymentMethods();
    expect(await screen.findByText('The payment methods could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('alipay_cn')).toBeTruthy();
  });
});
