import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { choose, createdPayment, detail, dispute, openPayments, owner, paid, refund, viewer } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const path = (id: string) => `/accounts/acct_a/transaction/payments/${id}`;
const fieldValue = (key: string) => document.querySelector(`dd[data-field="${key}"]`)?.textContent;

/** The refund dialog, opened from the detail. */
const openRefund = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  return within(await screen.findByRole('dialog', { name: 'Refund the payment' }));
};
const typeAmount = (dialog: ReturnType<typeof within>, amount: string) => {
  fireEvent.change(dialog.getByLabelText('Refund amount'), { target: { value: amount } });
  fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
};

// antd's Table, Modal and Select are slow to render in happy-dom.
describe('payment detail (spec §2 transaction/payments/{id})', { timeout: 30_000 }, () => {
  it('shows every field, the disputed mark, and its refunds and disputes linking to their pages', async () => {
    mockApi({
      'GET /api/payments/pay_paid1': detail({ ...paid, disputed: true }, [refund], [dispute]),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_paid1'));
    await screen.findByText('Payment ID', { selector: 'dt' });
    expect(fieldValue('id')).toBe('pay_paid1');
    expect(fieldValue('status')).toBe('PaidDisputed');
    expect(fieldValue('method')).toBe('FPS (Faster Payment System) fps_hk');
    expect(fieldValue('methodType')).toBe('Real-time payment');
    expect(fieldValue('methodFlow')).toBe('QR code');
    expect(fieldValue('reference')).toBe('HL-1001');
    expect(fieldValue('customer')).toBe('cus_ada');
    expect(fieldValue('sourceType')).toBe('Regular');
    expect(fieldValue('sourceId')).toBe('—');
    expect(fieldValue('description')).toBe('Order 1001');
    expect(fieldValue('timeCreated')).toBe('2026-01-01 08:00:00');
    expect(fieldValue('timePaid')).toBe('2026-01-01 08:01:30');
    expect(fieldValue('amount')).toBe('HKD 250.00');
    expect(fieldValue('amountPaid')).toBe('HKD 250.00');
    expect(fieldValue('amountRefunded')).toBe('HKD 50.00');
    expect(fieldValue('amountRefundable')).toBe('HKD 200.00');
    expect(fieldValue('amountLocal')).toBe('HKD 250.00');
    expect(fieldValue('amountLocalPaid')).toBe('HKD 250.00');
    expect(fieldValue('gatewayTransactionId')).toBe('sim_pay_abc');
    expect(fieldValue('failureCode')).toBe('—');
    expect(fieldValue('failureMessage')).toBe('—');
    expect(fieldValue('action')).toBe('QR codehttps://pay.example.com/checkout/pay_paid1?token=chk_x');
    expect(fieldValue('notifyUrl')).toBe('https://shop.example.com/notify');
    expect(fieldValue('returnUrl')).toBe('https://shop.example.com/orders/1001');
    expect(fieldValue('metadata')).toBe('order_id: 1001');
    expect(fieldValue('extra')).toBe('—');

    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByRole('link', { name: 're_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/refunds/re_one',
    );
    expect(refunds.getByText('HKD 50.00')).toBeTruthy();
    expect(refunds.getByText('Refunded')).toBeTruthy();
    const disputes = within(screen.getByRole('region', { name: 'Disputes' }));
    expect(disputes.getByRole('link', { name: 'dp_one' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/disputes/dp_one',
    );
    expect(disputes.getByText('Product not received')).toBeTruthy();
    expect(disputes.getByText('Needs response')).toBeTruthy();
    expect(disputes.getByText('2026-01-08 08:00:00')).toBeTruthy();
    // The open dispute holds refunds back, and no second dispute can be played.
    expect((await screen.findByRole('button', { name: 'Refund' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Refunds wait until the open dispute closes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simulate a dispute' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel payment' })).toBeNull();
  });

  it('checks the refund amount as the server does, then asks before refunding', async () => {
    const posted: unknown[] = [];
    mockApi({
      'GET /api/payments/pay_paid1': detail(paid, [refund]),
      'POST /api/refunds': (body: unknown) => {
        posted.push(body);
        return { ...refund, id: 're_two', amount: 1_200, status: 'pending' };
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_paid1'));
    const dialog = await openRefund();
    // Empty until typed or the full refund is chosen; the remainder is said.
    const amount = dialog.getByLabelText('Refund amount') as HTMLInputElement;
    expect(amount.value).toBe('');
    expect(dialog.getByText('Refundable: HKD 200.00')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Enter the amount to refund')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Refund the full amount' }));
    expect(amount.value).toBe('200.00');

    typeAmount(dialog, '0');
    expect(await dialog.findByText('The refund amount cannot be zero')).toBeTruthy();
    typeAmount(dialog, '200.50');
    expect(await dialog.findByText('The maximum refund amount cannot be exceeded by HKD 0.50')).toBeTruthy();
    typeAmount(dialog, '1.234');
    expect(await dialog.findByText('Enter an amount, with no more decimals than the currency has')).toBeTruthy();
    expect(posted).toEqual([]);

    typeAmount(dialog, '12');
    fireEvent.change(dialog.getByLabelText('Description (optional)'), { target: { value: 'Scarf returned' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirmation = within(await dialog.findByTestId('refund-confirmation'));
    expect(confirmation.getByText('Refund HKD 12.00 of payment pay_paid1?')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ payment_id: 'pay_paid1', amount: 1_200, description: 'Scarf returned', livemode: 0 }]);
  });

  it("shows the server's refusal in the dialog, back on the form", async () => {
    mockApi({
      'GET /api/payments/pay_paid1': detail(paid),
      'POST /api/refunds': refusal(
        422,
        'refund_amount_exceeded',
        'The maximum refund amount cannot be exceeded by HKD 10.00',
      ),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_paid1'));
    const dialog = await openRefund();
    typeAmount(dialog, '200');
    fireEvent.click(await dialog.findByRole('button', { name: 'Confirm refund' }));
    expect((await dialog.findByTestId('refund-error')).textContent).toContain(
      'The maximum refund amount cannot be exceeded by HKD 10.00',
    );
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('cancels a created payment after a confirmation; a paid one has no cancel', async () => {
    const { calls } = mockApi({
      'GET /api/payments/pay_new1': detail(createdPayment),
      'POST /api/payments/pay_new1/cancel': { ...createdPayment, status: 'canceled' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_new1'));
    // Nothing was paid: nothing to refund or dispute.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simulate a dispute' })).toBeNull();
    expect(await screen.findByText('Cancel this payment?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous');
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/payments/pay_new1/cancel',
        body: { livemode: 0 },
      }),
    );
  });

  it('hides what the role may not do', async () => {
    mockApi({
      'GET /api/payments/pay_new1': detail(createdPayment),
      'GET /v1/accounts/acct_a/permissions': viewer,
    });
    openPayments(path('pay_new1'));
    await screen.findByText('Payment ID', { selector: 'dt' });
    await waitFor(() => expect(fieldValue('reference')).toBe('HL-1009'));
    expect(screen.queryByTestId('payment-actions')).toBeNull();
  });

  it('plays a dispute in test mode with a chosen reason', async () => {
    const posted: unknown[] = [];
    mockApi({
      'GET /api/payments/pay_paid1': detail(paid),
      'POST /api/payments/pay_paid1/dispute': (body: unknown) => {
        posted.push(body);
        return dispute;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_paid1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate a dispute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Simulate a dispute (test mode)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Open dispute' }));
    expect(await dialog.findByText('Choose a reason')).toBeTruthy();
    await choose('Reason', 'Fraudulent');
    fireEvent.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'fraudulent', livemode: 0 }]));
  });

  it('offers no dispute simulation in live mode', async () => {
    mockApi({
      'GET /api/payments/pay_paid1': detail({ ...paid, livemode: true }),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_paid1'), '1');
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simulate a dispute' })).toBeNull();
  });

  it("shows spec §8's not-found message for an unknown or another account's payment", async () => {
    mockApi({
      'GET /api/payments/pay_foreign': refusal(404, 'payment_not_found', 'The payment does not exist.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openPayments(path('pay_foreign'));
    const notFound = within(await screen.findByTestId('payment-not-found'));
    expect(notFound.getByText('Payment not found')).toBeTruthy();
    expect(notFound.getByRole('link', { name: 'Back to payments' })).toBeTruthy();
  });
});
