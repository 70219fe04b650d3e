import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { analyst, created, fps, openTestPayment, owner, page, promptpay } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const chooseMethod = async (name: string) => {
  fireEvent.mouseDown((await screen.findAllByRole('combobox'))[0] as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
};

describe('test payment screen', { timeout: 30_000 }, () => {
  it('creates a test payment in test mode, even in live mode, and opens its result', async () => {
    const queries: URLSearchParams[] = [];
    const { calls } = mockApi({
      'GET /api/payment_methods': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([fps, promptpay]);
      },
      'POST /api/payments': created,
      'GET /api/payments/pay_1': created,
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTestPayment();
    expect(await screen.findByRole('heading', { name: 'Test payment' })).toBeTruthy();
    expect(screen.getByTestId('always-test').textContent).toBe('Always test mode');
    await chooseMethod('FPS (Faster Payment System)');
    expect(queries[0]?.get('livemode')).toBe('0');
    expect(queries[0]?.get('status')).toBe('enable');
    expect(await screen.findByText('From HKD 1.00 to HKD 1,000,000.00')).toBeTruthy();

    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect(await screen.findByText('Must be between HKD 1.00 and HKD 1,000,000.00 for this method')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(await screen.findByText('Enter an amount in HKD with at most 2 decimals')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create and continue' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '123.45' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: ' Test order 1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and continue' }));
    expect(await screen.findByText('pay_1')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      payment_method: 'fps_hk',
      currency: 'HKD',
      amount: 12_345,
      description: 'Test order 1',
      livemode: 0,
    });
  });

  it("shows the server's refusal in the form", async () => {
    mockApi({
      'GET /api/payment_methods': page([fps]),
      'POST /api/payments': refusal(409, 'payment_method_disabled', 'The payment method fps_hk is disabled.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTestPayment();
    await chooseMethod('FPS (Faster Payment System)');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and continue' }));
    expect(await screen.findByText('The payment method fps_hk is disabled.')).toBeTruthy();
  });

  it('says when no method is enabled in test mode', async () => {
    mockApi({ 'GET /api/payment_methods': page([]), 'GET /v1/accounts/acct_a/permissions': owner });
    openTestPayment();
    expect(await screen.findByText(/No payment method is enabled in test mode/)).toBeTruthy();
  });

  it("says a role that can't add payments can't create one", async () => {
    mockApi({ 'GET /api/payment_methods': page([fps]), 'GET /v1/accounts/acct_a/permissions': analyst });
    openTestPayment();
    expect(await screen.findByText("Your role can't create payments.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create and continue' }).hasAttribute('disabled')).toBe(true);
  });
});
