import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { findTexts } from '../../../test/find-texts.ts';
import { choose, openRecurring, owner, page, signed, subscription, withDetail } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create subscription' }));

const routes = (mandates: unknown[] = [signed]) => {
  const mandateQueries: Record<string, string>[] = [];
  const api = mockApi({
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /api/mandates': (_body: unknown, url: URL) => {
      mandateQueries.push(Object.fromEntries(url.searchParams));
      return page(mandates);
    },
    'POST /api/subscriptions': subscription,
    'GET /api/subscriptions/sub_gold': withDetail(subscription),
  });
  return { ...api, mandateQueries };
};

describe('create subscription', { timeout: 30_000 }, () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const { calls } = routes();
    openRecurring('/accounts/acct_a/subscriptions/create');
    await screen.findByLabelText('Customer ID');
    type('Number of charges', '');
    submit();
    await findTexts("Enter the customer's ID", 'Choose a mandate', 'Enter an amount', 'Enter the number of charges');
    type('Email', 'not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("loads the customer's signed mandates and posts the amount in minor units", async () => {
    const { calls, mandateQueries } = routes();
    const router = openRecurring('/accounts/acct_a/subscriptions/create?customer=cus_mei');
    await waitFor(() =>
      expect(mandateQueries.at(-1)).toEqual({
        page: '1',
        per_page: '100',
        status: 'succeeded',
        customer_id: 'cus_mei',
        livemode: '0',
      }),
    );
    await choose('Mandate', /mdt_signed/);
    // The mandate's method (Alipay) takes CNY only.
    await waitFor(() => expect(screen.getByTitle('CNY')).toBeTruthy());
    type('Amount', '99.555');
    expect(await screen.findByText('Enter a positive amount in CNY with at most 2 decimals')).toBeTruthy();
    type('Amount', '99.5');
    await choose('Charge', 'Every week');
    type('Number of charges', '4');
    type('Description', ' Gold plan ');
    fireEvent.click(screen.getByLabelText('Bill by a test clock'));
    submit();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        customer_id: 'cus_mei',
        mandate_id: 'mdt_signed',
        amount: 9_950,
        currency: 'CNY',
        interval_unit: 'week',
        interval_count: 4,
        description: 'Gold plan',
        test_clock: true,
        livemode: 0,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/subscriptions/sub_gold'));
  });

  it('checks an amount typed before the mandate against the currency the mandate brings', async () => {
    const { mandateQueries } = routes();
    openRecurring('/accounts/acct_a/subscriptions/create?customer=cus_mei');
    await waitFor(() => expect(mandateQueries).toHaveLength(1));
    type('Amount', '99.555');
    await choose('Mandate', /mdt_signed/);
    expect(await screen.findByText('Enter a positive amount in CNY with at most 2 decimals')).toBeTruthy();
  });

  it('says when the customer has no signed mandate, and where to create one', async () => {
    routes([]);
    openRecurring('/accounts/acct_a/subscriptions/create');
    await screen.findByLabelText('Customer ID');
    type('Customer ID', 'cus_bo');
    const none = await screen.findByTestId('no-signed-mandate');
    expect(none.textContent).toContain('This customer has no signed mandate');
    expect(none.querySelector('a')?.getAttribute('href')).toBe('/accounts/acct_a/customers/cus_bo');
  });

  it('has no test clock in live mode', async () => {
    routes();
    openRecurring('/accounts/acct_a/subscriptions/create', { live: true });
    await screen.findByLabelText('Customer ID');
    expect(screen.queryByLabelText('Bill by a test clock')).toBeNull();
  });
});
