import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { account, openPayouts, owner, page, payee, payer, payout, payoutMethod } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

const posts = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

const quote = (overrides: Record<string, unknown> = {}) => ({
  object: 'payout_quote',
  method: 'alipay_cn',
  currency: 'HKD',
  amount: 500_000,
  fee: 11_000,
  total: 511_000,
  currency_local: 'CNY',
  amount_local: 463_768,
  exchange_rate: '0.927536256',
  verification_required: false,
  ...overrides,
});

describe('create payout', { timeout: 30_000 }, () => {
  const routes = (created: unknown, quoted: unknown = quote()) =>
    mockApi({
      'GET /api/payouts/quote': quoted,
      'GET /v1/accounts/acct_a': account(),
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payers': page([payer()]),
      'GET /api/payees': page([payee()]),
      'GET /api/payout_methods': page([payoutMethod()]),
      'POST /api/payouts': created,
      'GET /api/payouts/po_new': created,
      'GET /api/balance_transactions': page([]),
    });

  const fill = async () => {
    await choose('Payer', 'Wei Li · pyr_wei');
    await choose('Payee', 'Fang Zhang · pye_fang');
    await waitFor(() => expect(screen.getByLabelText('Payout method').closest('.ant-select-disabled')).toBeNull());
    await choose('Payout method', 'Alipay (China) · zhang.fang@example.com');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5000' } });
    await choose('Purpose', 'Salary');
  };

  it("asks with the server's quote before any money moves, then sends one keyed payout", async () => {
    const { calls, fetchMock } = routes(payout({ id: 'po_new' }));
    const router = openPayouts('/accounts/acct_a/payouts/payouts/create');
    await screen.findByLabelText('Payer');
    // The account's default settlement currency is chosen.
    expect(await screen.findByTitle('HKD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Payer, payee, payout method, amount and purpose.
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(5));
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirmation = within(await screen.findByTestId('payout-confirmation'));
    // The fee, the total and what the payee receives are the server's, at its rate.
    expect(await confirmation.findByText('HKD 110.00')).toBeTruthy();
    expect(confirmation.getByText('HKD 5,000.00')).toBeTruthy();
    expect(confirmation.getByText('HKD 5,110.00')).toBeTruthy();
    expect(confirmation.getByText('CNY 4,637.68')).toBeTruthy();
    expect(confirmation.getByText('1 HKD = 0.927536256 CNY')).toBeTruthy();
    expect(confirmation.getByText('Salary')).toBeTruthy();
    expect(confirmation.queryByTestId('payout-verification-note')).toBeNull();
    const asked = calls.find((call) => call.path === '/api/payouts/quote');
    expect(asked).toBeTruthy();
    expect(posts(calls, '/api/payouts')).toHaveLength(0);

    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Confirm waits for the quote.
    await screen.findByText('HKD 110.00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/payouts/payouts/po_new'));
    expect(posts(calls, '/api/payouts')[0]?.body).toEqual({
      payer_id: 'pyr_wei',
      payee_id: 'pye_fang',
      payout_method_id: 'pm_alipay',
      currency: 'HKD',
      amount: 500_000,
      purpose: 'salary',
      livemode: 0,
    });
    const init = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the payout will wait for verification, then opens the verify page', async () => {
    routes(
      payout({ id: 'po_new', status: 'waiting_action', verification: { channel: 'totp', locked_until: null } }),
      quote({ verification_required: true }),
    );
    const router = openPayouts('/accounts/acct_a/payouts/payouts/create');
    await screen.findByLabelText('Payer');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('payout-verification-note')).textContent).toContain(
      'This payout will wait for your verification.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/payouts/po_new/verify'));
  });

  it('keeps the user on the form with the reason when the amount is outside the method limits', async () => {
    const { calls } = routes(
      payout({ id: 'po_new' }),
      refusal(422, 'amount_out_of_range', 'With Alipay the amount must be between CNY 1.00 and CNY 50,000.00.'),
    );
    openPayouts('/accounts/acct_a/payouts/payouts/create');
    await screen.findByLabelText('Payer');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('With Alipay the amount must be between CNY 1.00 and CNY 50,000.00.')).toBeTruthy();
    expect(screen.queryByTestId('payout-confirmation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(posts(calls, '/api/payouts')).toHaveLength(0);
  });

  it('shows a lost quote with a retry, and confirms nothing until it is priced', async () => {
    let up = false;
    routes(payout({ id: 'po_new' }), () => (up ? quote() : refusal(503, 'service_unavailable', 'Down.')));
    openPayouts('/accounts/acct_a/payouts/payouts/create');
    await screen.findByLabelText('Payer');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const error = await screen.findByTestId('payout-quote-error', {}, { timeout: 15_000 });
    expect(error.textContent).toContain('The payout could not be priced');
    expect(screen.getByRole('button', { name: 'Confirm payout' }).hasAttribute('disabled')).toBe(true);
    up = true;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('HKD 110.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm payout' }).hasAttribute('disabled')).toBe(false);
  });

  it("goes back to the form with the server's reason when refused", async () => {
    routes(refusal(422, 'payer_identity_required', 'Upload an identity document first.'));
    openPayouts('/accounts/acct_a/payouts/payouts/create');
    await screen.findByLabelText('Payer');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Confirm waits for the quote.
    await screen.findByText('HKD 110.00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payout' }));
    const error = await screen.findByTestId('payout-create-error');
    expect(error.textContent).toContain('The payout could not be created');
    expect(error.textContent).toContain('Upload an identity document first.');
    expect(screen.queryByTestId('payout-confirmation')).toBeNull();
  });
});

describe('payout detail', { timeout: 30_000 }, () => {
  it('shows every field with its links, and cancels only after asking', async () => {
    let canceled = false;
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payouts/po_1': () => payout({ status: canceled ? 'canceled' : 'pending' }),
      'GET /api/payers/pyr_wei': payer(),
      'GET /api/payees/pye_fang': payee(),
      'POST /api/payouts/po_1/cancel': () => {
        canceled = true;
        return payout({ status: 'canceled' });
      },
    });
    openPayouts('/accounts/acct_a/payouts/payouts/po_1');
    expect((await screen.findByTestId('payout-amount')).textContent).toBe('HKD 5,000.00');
    expect(screen.getByText('CNY 4,575.00')).toBeTruthy();
    expect(screen.getByText('1 HKD = 0.915 CNY')).toBeTruthy();
    // The payer and payee by name, with their ids beside.
    expect((await screen.findByRole('link', { name: 'Wei Li' })).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payers/pyr_wei',
    );
    expect((await screen.findByRole('link', { name: 'Fang Zhang' })).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payees/pye_fang',
    );
    expect(screen.getByText('pye_fang')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pm_alipay' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payout_methods/pm_alipay',
    );
    expect(screen.getByText('nov')).toBeTruthy();
    expect(screen.getByTestId('transactions-live-only')).toBeTruthy();
    // Test mode, pending: the simulator shows.
    expect(await screen.findByRole('button', { name: 'Succeed' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('cancel-payout'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/HKD 5,110.00 \(amount and fee\) goes back to the balance/)).toBeTruthy();
    expect(posts(calls, '/api/payouts/po_1/cancel')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel payout' }));
    expect(await screen.findByText('Payout cancel successfully')).toBeTruthy();
    expect(posts(calls, '/api/payouts/po_1/cancel')[0]?.body).toEqual({ livemode: 0 });
    await waitFor(() => expect(screen.queryByTestId('cancel-payout')).toBeNull());
  });

  it('says "Payout cancel failed" with the reason', async () => {
    mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payouts/po_1': payout(),
      'POST /api/payouts/po_1/cancel': refusal(409, 'payout_not_cancelable', 'This payout is already succeeded.'),
    });
    openPayouts('/accounts/acct_a/payouts/payouts/po_1');
    fireEvent.click(await screen.findByTestId('cancel-payout'));
    // The payer and payee couldn't be read (404 here): their ids are the links.
    expect(screen.getByRole('link', { name: 'pyr_wei' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payers/pyr_wei',
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel payout' }));
    const error = await screen.findByTestId('cancel-error');
    expect(error.textContent).toContain('Payout cancel failed');
    expect(error.textContent).toContain('This payout is already succeeded.');
  });

  it('fails a pending test payout with a code and message through the simulator', async () => {
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payouts/po_1': payout(),
      'POST /api/payouts/po_1/simulate': payout({ status: 'failed' }),
    });
    openPayouts('/accounts/acct_a/payouts/payouts/po_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Fail…' }));
    const form = within(await screen.findByTestId('simulate-failure'));
    fireEvent.change(form.getByLabelText('Failure code'), { target: { value: 'account_closed' } });
    fireEvent.change(form.getByLabelText('Failure message'), { target: { value: 'Closed' } });
    fireEvent.click(form.getByRole('button', { name: 'Fail the payout' }));
    await waitFor(() => expect(posts(calls, '/api/payouts/po_1/simulate')).toHaveLength(1));
    expect(posts(calls, '/api/payouts/po_1/simulate')[0]?.body).toEqual({
      outcome: 'failed',
      failure_code: 'account_closed',
      failure_message: 'Closed',
      livemode: 0,
    });
  });
});

describe('verify payout', { timeout: 30_000 }, () => {
  const typeCode = (code: string) => {
    const cells = screen.getAllByRole('textbox').filter((cell) => cell.closest('.ant-otp'));
    [...code].forEach((digit, index) => {
      fireEvent.input(cells[index] as HTMLElement, { target: { value: digit } });
    });
  };

  it('takes the authenticator code and opens the verified payout; a wrong one says how many attempts are left', async () => {
    let attempts = 0;
    const waiting = payout({ status: 'waiting_action', verification: { channel: 'totp', locked_until: null } });
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payouts/po_1': waiting,
      'POST /api/payouts/po_1/verify': (body: unknown) => {
        attempts += 1;
        if ((body as { code: string }).code !== '492039')
          return refusal(422, 'verification_code_invalid', 'That code is not right. 4 attempts left.');
        return payout({ status: 'pending' });
      },
    });
    const router = openPayouts('/accounts/acct_a/payouts/po_1/verify');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(screen.getByText('HKD 5,000.00')).toBeTruthy();
    typeCode('111111');
    expect(await screen.findByText('That code is not right. 4 attempts left.')).toBeTruthy();
    typeCode('492039');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/payouts/payouts/po_1'));
    expect(attempts).toBe(2);
    expect(posts(calls, '/api/payouts/po_1/verify').at(-1)?.body).toEqual({ code: '492039', livemode: 0 });
  });

  it('sends an email code first when the channel is email, and shows a lock', async () => {
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payouts/po_1': payout({
        status: 'waiting_action',
        verification: { channel: 'email', locked_until: null },
      }),
      'POST /api/payouts/po_1/verification_code': payout({ status: 'waiting_action' }),
      'POST /api/payouts/po_1/verify': refusal(429, 'verification_locked', 'Too many wrong codes: locked until 12:15.'),
    });
    openPayouts('/accounts/acct_a/payouts/po_1/verify');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeTruthy();
    expect(posts(calls, '/api/payouts/po_1/verification_code')[0]?.body).toEqual({ livemode: 0 });
    typeCode('123456');
    expect((await screen.findByTestId('verify-error')).textContent).toContain('Too many wrong codes');
  });

  it('says there is nothing to verify for a payout no longer waiting', async () => {
    mockApi({ 'GET /v1/accounts/acct_a/permissions': owner, 'GET /api/payouts/po_1': payout({ status: 'succeeded' }) });
    openPayouts('/accounts/acct_a/payouts/po_1/verify');
    expect((await screen.findByTestId('verify-not-waiting')).textContent).toContain('Succeeded');
  });
});
