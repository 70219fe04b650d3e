import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { created, openTestPayment, owner } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('test payment result', { timeout: 30_000 }, () => {
  it('shows the payment, its checkout link in this app, and the way to its detail', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/payments/pay_1': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return created;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTestPayment('/accounts/acct_a/paymentMethods/test_payment/pay_1');
    expect(await screen.findByText('pay_1')).toBeTruthy();
    expect(queries[0]?.get('livemode')).toBe('0');
    expect(fieldValue('Status').textContent).toBe('Created');
    expect(fieldValue('Amount').textContent).toBe('HKD 123.45');
    expect(fieldValue('Payment method').textContent).toBe('FPS (Faster Payment System)');
    expect(fieldValue('Expires').textContent).toBe('2026-01-01 09:00:00');
    expect(screen.getByTestId('checkout-link').textContent).toBe(created.action.url);
    const open = screen.getByRole('link', { name: /Open checkout/ });
    expect(open.getAttribute('href')).toBe('/checkout/pay_1?token=chk_1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'View payment details' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_1',
    );
  });

  it('shows how a failed payment ended', async () => {
    mockApi({
      'GET /api/payments/pay_1': {
        ...created,
        status: 'failed',
        failure_code: 'payer_account_frozen',
        failure_message: "The payer's account is frozen.",
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTestPayment('/accounts/acct_a/paymentMethods/test_payment/pay_1');
    expect((await screen.findByTestId('failure-message')).textContent).toBe(
      "The payer's account is frozen.payer_account_frozen",
    );
    expect(fieldValue('Status').textContent).toBe('Failed');
  });

  it('says "not found" for an unknown (or live, or foreign) payment', async () => {
    mockApi({
      'GET /api/payments/pay_x': refusal(404, 'payment_not_found', 'Payment not found.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTestPayment('/accounts/acct_a/paymentMethods/test_payment/pay_x');
    expect(await screen.findByTestId('test-payment-not-found')).toBeTruthy();
    expect(screen.getByText('There is no test payment with this ID in this account.')).toBeTruthy();
  });
});
