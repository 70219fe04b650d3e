import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { account, bankAccounts, openBalance, owner, page, settlement, summary } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const routes = (more: Record<string, unknown> = {}) => ({
  'GET /v1/accounts/acct_a': account(),
  'GET /v1/accounts/acct_a/permissions': owner,
  'GET /api/balances': summary(),
  'GET /api/settlements': page([]),
  'GET /v1/bank_accounts': bankAccounts(),
  ...more,
});

const openDialog = async () => {
  openBalance('/accounts/acct_a/balance/settlements');
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return within(await screen.findByRole('dialog'));
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

describe('withdraw dialog', { timeout: 30_000 }, () => {
  it('asks for the currency first, then offers only that currency’s bank accounts, default first', async () => {
    mockApi(routes());
    const dialog = await openDialog();
    expect((dialog.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText('Description') as HTMLTextAreaElement).disabled).toBe(true);
    // EUR is a settlement currency without a balance or a bank account: not offered.
    fireEvent.mouseDown(dialog.getByLabelText('Currency'));
    await screen.findAllByTitle('HKD');
    expect(screen.queryByTitle('EUR')).toBeNull();
    fireEvent.click((await screen.findAllByTitle('HKD')).at(-1) as HTMLElement);
    await waitFor(() => expect((dialog.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(false));
    // The HKD default is preselected; the USD account is not among the choices.
    expect(await dialog.findByText('HSBC Hong Kong · HKD •••• 6001 (default)')).toBeTruthy();
    fireEvent.mouseDown(dialog.getByLabelText('Bank account'));
    expect((await screen.findAllByTitle('Hang Seng Bank · HKD •••• 8777')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle(/Citibank/)).toBeNull();
  });

  it('refuses more than the available balance less the fee', async () => {
    mockApi(routes());
    const dialog = await openDialog();
    await choose('Currency', 'HKD');
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '843.76' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('At most HKD 843.75: the available balance less the HKD 156.25 fee')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-confirmation')).toBeNull();
  });

  it('confirms with the converted fee and the balance after, then sends one keyed withdrawal', async () => {
    const { calls, fetchMock } = mockApi(
      routes({
        'POST /api/settlements': settlement({ id: 'stl_new', amount: 80_000 }),
        'GET /api/settlements/stl_new': settlement({ id: 'stl_new' }),
      }),
    );
    const dialog = await openDialog();
    await choose('Currency', 'HKD');
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '800' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: ' Rent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirmation = within(await screen.findByTestId('withdraw-confirmation'));
    expect(confirmation.getByText('HKD 800.00')).toBeTruthy();
    expect(confirmation.getByText('HKD 156.25 (USD 20.00 at 1 USD = 7.8125 HKD)')).toBeTruthy();
    expect(confirmation.getByText('HKD 956.25')).toBeTruthy();
    expect(confirmation.getByText('HKD 43.75')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      currency: 'HKD',
      amount: 80_000,
      bank_account_id: 'ba_hk',
      description: 'Rent',
      livemode: 1,
    });
    const init = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Withdrawal application submitted successfully')).toBeTruthy();
  });

  it("shows a refusal in the server's words under 'Withdrawal application failed'", async () => {
    mockApi(
      routes({
        'POST /api/settlements': refusal(422, 'balance_insufficient', 'The available balance is HKD 10.00.'),
      }),
    );
    const dialog = await openDialog();
    await choose('Currency', 'USD');
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // USD needs no conversion.
    expect(within(await screen.findByTestId('withdraw-confirmation')).getByText('USD 20.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const error = await screen.findByTestId('withdraw-error');
    expect(error.textContent).toContain('Withdrawal application failed');
    expect(error.textContent).toContain('The available balance is HKD 10.00.');
  });

  it('links to withdrawal settings when the currency has no bank account', async () => {
    mockApi(routes({ 'GET /v1/bank_accounts': bankAccounts([]) }));
    const dialog = await openDialog();
    await choose('Currency', 'USD');
    expect((await dialog.findByRole('link', { name: 'Add one in withdrawal settings' })).getAttribute('href')).toBe(
      '/accounts/acct_a/setting/withdrawal',
    );
  });
});
