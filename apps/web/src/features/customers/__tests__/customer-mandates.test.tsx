import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { alipayHk, detailOf, mandate, mei, openCustomers, owner, readOnly } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const countries = [{ name: 'Hong Kong', name_zh: '中国香港', alpha2: 'HK' }];
const signingUrl = 'https://paydeck.test/mandates/sign/tok_secret';

describe("customer's mandates", { timeout: 30_000 }, () => {
  it('lists the mandates, each to its page; a read-only role cannot create one', async () => {
    mockApi({
      'GET /api/customers/cus_mei': detailOf(mei, [], [mandate]),
      'GET /v1/accounts/acct_a/permissions': readOnly,
      'GET /v1/countries': countries,
    });
    openCustomers('/accounts/acct_a/customers/cus_mei');
    const mandates = within(await screen.findByRole('region', { name: 'Mandates' }));
    expect((await mandates.findByRole('link', { name: 'mdt_1' })).getAttribute('href')).toBe(
      '/accounts/acct_a/mandates/mdt_1',
    );
    expect(mandates.getByText('Signed').getAttribute('data-status')).toBe('succeeded');
    expect(mandates.getByText('AlipayHK')).toBeTruthy();
    expect(mandates.queryByRole('button', { name: /Create mandate/ })).toBeNull();
  });

  it('creates a mandate for an enabled recurring method and shows its signing link', async () => {
    const methodQueries: Record<string, string>[] = [];
    const { calls } = mockApi({
      'GET /api/customers/cus_mei': detailOf(mei, [], [mandate]),
      'GET /api/payment_methods': (_body: unknown, url: URL) => {
        methodQueries.push(Object.fromEntries(url.searchParams));
        return { list: [alipayHk], total: 1, page: 1, per_page: 100 };
      },
      'POST /api/mandates': {
        ...mandate,
        id: 'mdt_2',
        status: 'created',
        time_signed: null,
        action: { type: 'redirect', url: signingUrl },
      },
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /v1/countries': countries,
    });
    openCustomers('/accounts/acct_a/customers/cus_mei');
    const section = within(await screen.findByRole('region', { name: 'Mandates' }));
    expect((await section.findByRole('link', { name: 'Create subscription' })).getAttribute('href')).toBe(
      '/accounts/acct_a/subscriptions/create?customer=cus_mei',
    );
    fireEvent.click(section.getByRole('button', { name: /Create mandate/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create mandate' }));
    fireEvent.mouseDown(dialog.getByLabelText('Payment method'));
    fireEvent.click((await screen.findAllByTitle('AlipayHK')).at(-1) as HTMLElement);
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/mandates',
        body: { customer_id: 'cus_mei', payment_method: 'alipay_hk', livemode: 0 },
      }),
    );
    const link = await screen.findByTestId('new-signing-link');
    expect(within(link).getByText(signingUrl)).toBeTruthy();
    expect(
      within(link)
        .getByRole('link', { name: /Open signing page/ })
        .getAttribute('href'),
    ).toBe(signingUrl);
    // The methods offered are those enabled for recurring payments in the current mode.
    expect(methodQueries[0]).toEqual({
      status: 'enable',
      business_type: 'recurring',
      page: '1',
      per_page: '100',
      livemode: '0',
    });
  });
});
