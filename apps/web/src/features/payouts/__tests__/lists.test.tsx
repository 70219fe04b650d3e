import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { openPayouts, owner, page, payee, payer, payout, payoutMethod, readOnly } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

const search = (placeholder: string, value: string) => {
  const box = screen.getByPlaceholderText(placeholder);
  fireEvent.change(box, { target: { value } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('payers list', { timeout: 30_000 }, () => {
  it("lists the mode's payers of the last 31 days and filters by entity type and search through the query", async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payers': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        if (url.searchParams.get('entity_type') === 'company') return page([]);
        return page([
          payer(),
          payer({
            id: 'pyr_acme',
            entity_type: 'company',
            legal_name: 'Acme Trading Ltd.',
            first_name: null,
            last_name: null,
            nationality: null,
            registration_country: 'HK',
            identity_documents_required: true,
          }),
        ]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = openPayouts('/accounts/acct_a/payouts/payers');
    expect(await screen.findByText('pyr_wei')).toBeTruthy();
    expect(within(rowWith('pyr_wei')).getByText('Wei Li')).toBeTruthy();
    expect(within(rowWith('pyr_wei')).getByRole('link', { name: 'pyr_wei' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payers/pyr_wei',
    );
    expect(within(rowWith('pyr_acme')).getByText('Acme Trading Ltd.')).toBeTruthy();
    expect(within(rowWith('pyr_acme')).getByText('Required, none')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create payer/ }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payers/create',
    );
    const first = Object.fromEntries(queries[0] ?? []);
    expect(first).toMatchObject({ livemode: '0', page: '1', per_page: '20' });
    expect(Number(first['time_created[lt]']) - Number(first['time_created[gte]'])).toBe(31 * 86_400);

    await choose('Entity type', 'Company');
    await waitFor(() => expect(queries.at(-1)?.get('entity_type')).toBe('company'));
    expect(await screen.findByText('No payers match the filters.')).toBeTruthy();

    search('Exact ID or reference', ' supplier-0042 ');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('supplier-0042'));
    expect(queries.at(-1)?.get('entity_type')).toBe('company');
    expect(router.state.location.search).toContain('entityType=company');
  });

  it('says when there are none, and when they cannot be loaded; no create without the add permission', async () => {
    let fail = true;
    mockApi({
      'GET /api/payers': () => (fail ? refusal(500, 'internal_error', 'Boom.') : page([])),
      'GET /v1/accounts/acct_a/permissions': readOnly,
    });
    openPayouts('/accounts/acct_a/payouts/payers');
    expect(await screen.findByText('The payers could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No payers in this date range yet. Create one here or through the API.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create payer/ })).toBeNull();
  });
});

describe('payouts list', { timeout: 30_000 }, () => {
  it('shows amounts, status and purpose, and filters by status, method, purpose, currency and search', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payouts': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([payout(), payout({ id: 'po_wait', status: 'waiting_action' })]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayouts('/accounts/acct_a/payouts/payouts');
    expect(await screen.findByText('po_1')).toBeTruthy();
    const row = within(rowWith('po_1'));
    expect(row.getByText('HKD 5,000.00')).toBeTruthy();
    expect(row.getByText('HKD 110.00')).toBeTruthy();
    expect(row.getByText('CNY 4,575.00')).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    expect(row.getByText('Salary')).toBeTruthy();
    expect(row.getByText('Alipay (China)')).toBeTruthy();
    expect(within(rowWith('po_wait')).getByText('Waiting for verification')).toBeTruthy();

    await choose('Status', 'Succeeded');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('succeeded'));
    await choose('Payout method', 'PayNow (Singapore)');
    await waitFor(() => expect(queries.at(-1)?.get('method')).toBe('paynow_sg'));
    await choose('Purpose', 'Service: legal');
    await waitFor(() => expect(queries.at(-1)?.get('purpose')).toBe('service_legal'));
    await choose('Currency', 'USD');
    await waitFor(() => expect(queries.at(-1)?.get('currency')).toBe('USD'));
    search('Exact ID or reference', 'po_1');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('po_1'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
      status: 'succeeded',
      method: 'paynow_sg',
      purpose: 'service_legal',
      currency: 'USD',
      livemode: '0',
    });
  });

  it("narrows to a payer's payouts from the link, and drops it with the tag", async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payouts': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayouts('/accounts/acct_a/payouts/payouts?payerId=pyr_wei&range=all');
    const tag = await screen.findByTestId('filter-payerId');
    expect(tag.textContent).toContain('Payer: pyr_wei');
    await waitFor(() => expect(queries.at(-1)?.get('payer_id')).toBe('pyr_wei'));
    expect(queries.at(-1)?.has('time_created[gte]')).toBe(false);
    fireEvent.click(within(tag).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queries.at(-1)?.has('payer_id')).toBe(false));
  });
});

describe('payout methods list', { timeout: 30_000 }, () => {
  it('filters by method and payee', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payout_methods': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([payoutMethod()]);
      },
      'GET /api/payees': page([payee()]),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayouts('/accounts/acct_a/payouts/payout_methods');
    expect(await screen.findByText('pm_alipay')).toBeTruthy();
    expect(within(rowWith('pm_alipay')).getByRole('link', { name: 'Fang Zhang' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payees/pye_fang',
    );
    await choose('Payout method', 'FPS (Hong Kong) · HKD');
    await waitFor(() => expect(queries.at(-1)?.get('method')).toBe('fps_hk'));
    await choose('Payee', 'Fang Zhang');
    await waitFor(() => expect(queries.at(-1)?.get('payee_id')).toBe('pye_fang'));
    expect(queries.at(-1)?.get('method')).toBe('fps_hk');
  });
});
