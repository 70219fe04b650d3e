import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { charge, openRecurring, owner, signed, viewer, waiting, withDetail } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string) => document.querySelector(`dd[data-field="${key}"]`)?.textContent;

describe('mandate detail', { timeout: 30_000 }, () => {
  it('shows the fields, the signing link while unsigned, and the payments charged under it', async () => {
    mockApi({
      'GET /api/mandates/mdt_waiting': withDetail(waiting, [charge]),
      'GET /v1/accounts/acct_a/permissions': viewer,
    });
    openRecurring('/accounts/acct_a/mandates/mdt_waiting');
    const link = await screen.findByTestId('signing-link');
    expect(within(link).getByText('https://paydeck.test/mandates/sign/tok_secret')).toBeTruthy();
    expect(within(link).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(field('method')).toBe('Alipay');
    expect(field('customer')).toBe('cus_mei');
    expect(field('timeSigned')).toBe('—');
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByRole('link', { name: 'pay_charge1' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_charge1',
    );
    expect(payments.getByText('The payer has not enough funds.')).toBeTruthy();
    // A viewer may not cancel.
    expect(screen.queryByRole('button', { name: 'Cancel mandate' })).toBeNull();
  });

  it('cancels after a confirmation that says its subscriptions end too', async () => {
    const { calls } = mockApi({
      'GET /api/mandates/mdt_signed': withDetail(signed),
      'POST /api/mandates/mdt_signed/cancel': { ...signed, status: 'canceled' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/mandates/mdt_signed');
    expect(field('timeSigned')).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel mandate' }));
    // A signed mandate can be charged by a new subscription.
    expect(screen.getByRole('link', { name: 'Create subscription' }).getAttribute('href')).toBe(
      '/accounts/acct_a/subscriptions/create?customer=cus_mei&mandate=mdt_signed',
    );
    expect(await screen.findByText(/the subscriptions that charge it end too/)).toBeTruthy();
    expect(screen.queryByTestId('signing-link')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous') as HTMLElement);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/mandates/mdt_signed/cancel',
        body: { livemode: 0 },
      }),
    );
    expect(await screen.findByText('Mandate canceled')).toBeTruthy();
  });

  it('has no cancel once the mandate has ended', async () => {
    mockApi({
      'GET /api/mandates/mdt_signed': withDetail({ ...signed, status: 'canceled' }),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/mandates/mdt_signed');
    await waitFor(() => expect(field('status')).toBe('Canceled'));
    expect(screen.queryByRole('button', { name: 'Cancel mandate' })).toBeNull();
  });

  it("shows the mandate not-found message on the server's 404", async () => {
    mockApi({
      'GET /api/mandates/mdt_nope': refusal(404, 'mandate_not_found', 'The mandate does not exist.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/mandates/mdt_nope');
    const notFound = await screen.findByTestId('mandate-not-found');
    expect(within(notFound).getByText('Mandate not found')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'Back to mandates' })).toBeTruthy();
  });
});
