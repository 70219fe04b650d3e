import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { openCheckout, payable } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The checkout API: the view, and the simulator answering with `answer` for whatever was chosen. */
const mockCheckout = (answer: Record<string, unknown>, view: Record<string, unknown> = payable) =>
  mockApi({
    'GET /v1/checkout/pay_1': (_body: unknown, url: URL) =>
      url.searchParams.get('token') === 'chk_1' ? view : refusal(404, 'payment_not_found', 'Payment not found.'),
    'POST /v1/checkout/pay_1/simulate': { ...view, ...answer },
  });

const simulation = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/v1/checkout/pay_1/simulate')?.body;

describe('checkout page', { timeout: 30_000 }, () => {
  it('shows who is paid, what and how, in test mode, and pays in full', async () => {
    const { calls } = mockCheckout({ status: 'paid', amount_paid: 25_000, time_paid: 1_767_226_000 });
    openCheckout();
    expect(await screen.findByRole('heading', { name: 'Pay Harbour Lane HK' })).toBeTruthy();
    expect(screen.getByText('Harbour Lane Trading Ltd')).toBeTruthy();
    expect(screen.getByTestId('checkout-amount').textContent).toBe('HKD 250.00');
    expect(screen.getByTestId('checkout-mode').textContent).toContain('Test mode — simulated payment');
    expect(fieldValue('Payment method').textContent).toBe('FPS (Faster Payment System)');
    expect(fieldValue('Description').textContent).toBe('Order 10042');
    expect(fieldValue('Status').textContent).toBe('Awaiting payment');
    expect(fieldValue('Pay before').textContent).toBe('2026-01-01 09:00:00');
    expect(within(screen.getByTestId('checkout-qrcode')).getByText(/Scan this code with FPS/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay HKD 250.00' }));
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(simulation(calls)).toEqual({ token: 'chk_1', outcome: 'pay_full' });
    expect(fieldValue('Status').textContent).toBe('Paid');
    expect(screen.getByRole('link', { name: 'Return to merchant' }).getAttribute('href')).toBe(
      'https://shop.example.com/orders/10042',
    );
    // Over: no more choices.
    expect(screen.queryByRole('form', { name: 'What does the payer do?' })).toBeNull();
  });

  it('under-pays an amount less than asked, and refuses one that is not', async () => {
    const { calls } = mockCheckout({ status: 'under_paid', amount_paid: 10_000, time_paid: 1_767_226_000 });
    openCheckout();
    fireEvent.click(await screen.findByLabelText('Under-pay'));
    const amount = screen.getByLabelText('Amount paid') as HTMLInputElement;
    // The simulator's own default is offered: half.
    expect(amount.value).toBe('125.00');
    fireEvent.change(amount, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay HKD 250.00' }));
    expect(await screen.findByText('Must be more than zero and less than HKD 250.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1.234' } });
    expect(screen.getByText('Enter an amount in HKD with at most 2 decimals')).toBeTruthy();
    expect(simulation(calls)).toBeUndefined();

    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay HKD 100.00' }));
    expect(await screen.findByText('Paid less than asked')).toBeTruthy();
    expect(screen.getByText('HKD 100.00 of HKD 250.00 was paid.')).toBeTruthy();
    expect(simulation(calls)).toEqual({ token: 'chk_1', outcome: 'underpay', amount: 10_000 });
  });

  it('over-pays more than asked', async () => {
    const { calls } = mockCheckout({ status: 'over_paid', amount_paid: 30_000, time_paid: 1_767_226_000 });
    openCheckout();
    fireEvent.click(await screen.findByLabelText('Over-pay'));
    const amount = screen.getByLabelText('Amount paid') as HTMLInputElement;
    expect(amount.value).toBe('275.00');
    // HKD's maximum (contract amountMaxima) is the most a payer can be said to have sent.
    fireEvent.change(amount, { target: { value: '90071992547409.91' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Can be at most HKD 100000000.00')).toBeTruthy();
    expect(simulation(calls)).toBeUndefined();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay HKD 300.00' }));
    expect(await screen.findByText('Paid more than asked')).toBeTruthy();
    expect(simulation(calls)).toEqual({ token: 'chk_1', outcome: 'overpay', amount: 30_000 });
  });

  it('fails with the chosen reason, and shows it', async () => {
    const { calls } = mockCheckout({
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_message: "The payer's account has insufficient funds.",
    });
    openCheckout();
    fireEvent.click(await screen.findByLabelText('Fail'));
    fireEvent.click(screen.getByLabelText("The payer's account has insufficient funds."));
    fireEvent.click(screen.getByRole('button', { name: 'Fail the payment' }));
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText("The payer's account has insufficient funds.")).toBeTruthy();
    expect(simulation(calls)).toEqual({ token: 'chk_1', outcome: 'fail', failure_code: 'insufficient_funds' });
  });

  it('lets it expire', async () => {
    const { calls } = mockCheckout({ status: 'expired' });
    openCheckout();
    fireEvent.click(await screen.findByLabelText('Let it expire'));
    fireEvent.click(screen.getByRole('button', { name: 'Let it expire' }));
    expect(await screen.findByText('Payment expired')).toBeTruthy();
    expect(simulation(calls)).toEqual({ token: 'chk_1', outcome: 'expire' });
  });

  it("shows the server's refusal and the payment as it now is", async () => {
    let view: Record<string, unknown> = payable;
    mockApi({
      'GET /v1/checkout/pay_1': () => view,
      'POST /v1/checkout/pay_1/simulate': () => {
        view = { ...payable, status: 'canceled' };
        return refusal(409, 'payment_not_payable', 'The payment can no longer be paid.');
      },
    });
    openCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay HKD 250.00' }));
    expect(await screen.findByText('Payment canceled')).toBeTruthy();
  });

  it('says "not found" for a wrong token, and for none without asking', async () => {
    mockCheckout({});
    openCheckout('/checkout/pay_1?token=chk_wrong');
    expect(await screen.findByText('Payment not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('asks nothing without a token', async () => {
    const { calls } = mockCheckout({});
    openCheckout('/checkout/pay_1');
    expect(await screen.findByText('Payment not found')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows a live payment awaiting its payment through the method, without the simulator's choices", async () => {
    const { calls } = mockCheckout({}, { ...payable, livemode: true });
    openCheckout();
    const notice = await screen.findByTestId('checkout-mode');
    expect(notice.textContent).toContain('Live payment');
    await waitFor(() => expect(notice.textContent).toContain('Awaiting your payment through FPS'));
    expect(screen.getByTestId('checkout-qrcode')).toBeTruthy();
    expect(fieldValue('Status').textContent).toBe('Awaiting payment');
    expect(screen.queryByRole('form', { name: 'What does the payer do?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay|Fail|expire/ })).toBeNull();
    expect(simulation(calls)).toBeUndefined();
  });

  it('shows a final payment without choices, and labels a live one', async () => {
    mockCheckout({}, { ...payable, livemode: true, status: 'failed', failure_code: 'risk_rejected', return_url: null });
    openCheckout();
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('The payment was rejected by risk control.')).toBeTruthy();
    expect(screen.getByTestId('checkout-mode').textContent).toBe('Live payment');
    expect(screen.queryByRole('button', { name: /Pay|Fail|expire/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Return to merchant' })).toBeNull();
  });

  it('shows a voucher number to pay with', async () => {
    mockCheckout(
      {},
      {
        ...payable,
        payment_method: 'oxxo_mx',
        flow: 'voucher',
        currency: 'MXN',
        voucher_number: '1234 5678 9012 3456',
      },
    );
    openCheckout();
    const voucher = await screen.findByTestId('checkout-voucher');
    expect(within(voucher).getByText('1234 5678 9012 3456')).toBeTruthy();
    await waitFor(() => expect(within(voucher).getByText(/OXXO cash payment/)).toBeTruthy());
  });
});
