import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { alipay, fps, openPaymentMethods, owner, oxxo } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const fieldValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('payment method detail', { timeout: 30_000 }, () => {
  it('shows every field, the limits per currency and the fee schedule', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payment_methods/fps_hk': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return fps;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPaymentMethods('/accounts/acct_a/paymentMethods/fps_hk');
    expect(await screen.findByRole('heading', { name: 'FPS (Faster Payment System)' })).toBeTruthy();
    await screen.findByText('Method ID', { selector: 'dt' });
    expect(fieldValue('Method ID').textContent).toBe('fps_hk');
    expect(fieldValue('Brand name').textContent).toBe('FPS');
    expect(fieldValue('Type').textContent).toBe('Real-time payment');
    expect(fieldValue('Flow').textContent).toBe('QR code');
    expect(fieldValue('Country or region').textContent).toContain('HK');
    expect(fieldValue('Currencies').textContent).toBe('HKD');
    expect(fieldValue('Business types').textContent).toBe('Pay-inPayout');
    expect(fieldValue('Status').textContent).toBe('Disabled');
    expect(fieldValue('Status changed').textContent).toBe('2026-01-01 08:00:00');
    expect(queries[0]?.get('livemode')).toBe('0');

    const limits = within(screen.getByRole('region', { name: 'Amount limits' }));
    expect(limits.getByText('HKD 1.00')).toBeTruthy();
    expect(limits.getByText('HKD 1,000,000.00')).toBeTruthy();
    const fees = within(screen.getByRole('region', { name: 'Fees' }));
    expect(fees.getByText('0.80%')).toBeTruthy();
    expect(fees.getByText('HKD 2.00')).toBeTruthy();
  });

  it('enables the method from its detail', async () => {
    const { calls } = mockApi({
      'GET /api/payment_methods/fps_hk': fps,
      'PUT /api/payment_methods/fps_hk': { ...fps, status: 'enable' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPaymentMethods('/accounts/acct_a/paymentMethods/fps_hk');
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable FPS (Faster Payment System)' }));
    expect(await screen.findByText('FPS (Faster Payment System) enabled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'enable', livemode: 0 });
  });

  it("says why a method the account can't use is off", async () => {
    mockApi({ 'GET /api/payment_methods/oxxo_mx': oxxo, 'GET /v1/accounts/acct_a/permissions': owner });
    openPaymentMethods('/accounts/acct_a/paymentMethods/oxxo_mx');
    expect(await screen.findByText(/serves none of this account's business types/)).toBeTruthy();
    expect((await screen.findByRole('switch')).hasAttribute('disabled')).toBe(true);
  });

  it('shows the not-found message for an id that is no method, without asking the server', async () => {
    const { calls } = mockApi({ 'GET /v1/accounts/acct_a/permissions': owner });
    openPaymentMethods('/accounts/acct_a/paymentMethods/pm_nope');
    expect(await screen.findByText('The payment method does not exist')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/'))).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to payment methods' }));
    await waitFor(() => expect(screen.queryByTestId('payment-method-not-found')).toBeNull());
  });

  it("shows the not-found message when the server doesn't know the method", async () => {
    mockApi({
      'GET /api/payment_methods/alipay_cn': refusal(
        404,
        'payment_method_not_found',
        'The payment method does not exist.',
      ),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPaymentMethods('/accounts/acct_a/paymentMethods/alipay_cn');
    expect(await screen.findByTestId('payment-method-not-found')).toBeTruthy();
  });

  it('says when the method cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/payment_methods/alipay_cn': () => (fail ? refusal(500, 'internal_error', 'Boom.') : alipay),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPaymentMethods('/accounts/acct_a/paymentMethods/alipay_cn');
    expect(await screen.findByText('The payment method could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2.20%')).toBeTruthy();
  });
});
