import { bankAccountBody } from '@paydeck/contract/bank-accounts';
import { fieldMessages } from '@paydeck/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../locales/en-US/bankAccounts.json';
import zhCN from '../../../locales/zh-CN/bankAccounts.json';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { account, bankAccount, bankAccounts, openBalance, owner } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const routes = (more: Record<string, unknown> = {}) => ({
  'GET /v1/accounts/acct_a': account(),
  'GET /v1/accounts/acct_a/permissions': owner,
  'GET /v1/bank_accounts': bankAccounts(),
  'GET /v1/countries': [
    { alpha2: 'HK', name: 'Hong Kong', name_zh: '香港' },
    { alpha2: 'US', name: 'United States', name_zh: '美国' },
  ],
  ...more,
});

const openForm = async () => {
  openBalance('/accounts/acct_a/setting/withdrawal');
  fireEvent.click(await screen.findByTestId('add-bank-account'));
  return within(await screen.findByRole('dialog'));
};

const type = (dialog: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

/** Picks a country by its name: the first option of the searched list (their labels carry a flag). */
const pickCountry = async (label: string, name: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: name } });
  const option = await waitFor(() => {
    // The last match: an earlier picker's list stays in the page, hidden.
    const found = [...document.querySelectorAll('.ant-select-item-option')]
      .filter((item) => item.textContent?.includes(name))
      .at(-1);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
};

const fillGood = async (dialog: ReturnType<typeof within>) => {
  type(dialog, 'Bank name', 'HSBC');
  type(dialog, 'Bank address', '1 Queens Road Central, Hong Kong');
  type(dialog, 'SWIFT code', 'HSBCHKHHHKH');
  type(dialog, 'Account number', '004-123456-001');
  type(dialog, 'Routing number', '004');
  type(dialog, 'Beneficiary address', '8 Finance Street, Central, Hong Kong');
  await pickCountry('Bank country or region', 'Hong Kong');
  await pickCountry('Beneficiary country or region', 'Hong Kong');
};

describe('withdrawal settings', { timeout: 30_000 }, () => {
  it('lists bank accounts with the default tagged and the number masked', async () => {
    mockApi(routes());
    openBalance('/accounts/acct_a/setting/withdrawal');
    const cards = await screen.findAllByTestId('bank-account');
    expect(cards.length).toBe(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('HSBC Hong Kong')).toBeTruthy();
    expect(first.getByTestId('default-tag')).toBeTruthy();
    expect(first.getByText('•••• 6001')).toBeTruthy();
    expect(first.queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Set as default' })).toBeTruthy();
  });

  it('offers to add the first bank account when there is none', async () => {
    mockApi(routes({ 'GET /v1/bank_accounts': bankAccounts([]) }));
    openBalance('/accounts/acct_a/setting/withdrawal');
    expect(await screen.findByText('No bank accounts yet. Add one to withdraw your balance.')).toBeTruthy();
    expect(screen.getByTestId('add-bank-account')).toBeTruthy();
  });

  it("shows each spec §5 rule's message for a bad value, in the server's words", async () => {
    mockApi(routes());
    const dialog = await openForm();
    // The beneficiary starts as the company's name in capitals.
    expect((dialog.getByLabelText('Beneficiary name') as HTMLInputElement).value).toBe('HARBOUR TRADING LTD.');
    await fillGood(dialog);
    type(dialog, 'Beneficiary name', 'Harbour Trading Ltd.');
    type(dialog, 'Beneficiary address', '8 Finance St #12');
    type(dialog, 'SWIFT code', 'HSBC12');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText(fieldMessages['en-US'].beneficiary_name_format)).toBeTruthy();
    expect(dialog.getByText(fieldMessages['en-US'].beneficiary_address_format)).toBeTruthy();
    expect(dialog.getByText(fieldMessages['en-US'].swift_code_format)).toBeTruthy();
    type(dialog, 'Beneficiary name', 'OTHER COMPANY');
    expect(await dialog.findByText('The beneficiary must be your company, written HARBOUR TRADING LTD..')).toBeTruthy();
  });

  it('sends a good bank account whole, as the contract accepts it', async () => {
    const { calls } = mockApi(routes({ 'POST /v1/bank_accounts': bankAccount({ id: 'ba_new' }) }));
    const dialog = await openForm();
    await fillGood(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(bankAccountBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      beneficiary_name: 'HARBOUR TRADING LTD.',
      currency: 'HKD',
      swift_code: 'HSBCHKHHHKH',
    });
    expect(await screen.findByText('Bank account added')).toBeTruthy();
  });

  it("offers the list's settlement currencies, starting in the account's default", async () => {
    const { calls } = mockApi(routes());
    const dialog = await openForm();
    await waitFor(() => expect(dialog.getByTitle('HKD')).toBeTruthy());
    fireEvent.mouseDown(dialog.getByLabelText('Currency'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
      if (found.length === 0) throw new Error('no options');
      return found;
    });
    expect(options).toEqual(['HKD', 'USD']);
    // The currencies come with the list: nothing asks the account's settings (read_account).
    expect(calls.some((call) => call.path === '/v1/account_settlement_currencies')).toBe(false);
  });

  it('starts in the only settlement currency when the default is not one of them', async () => {
    const { calls } = mockApi(
      routes({
        'GET /v1/accounts/acct_a': account({ default_settlement_currency: 'HKD' }),
        'GET /v1/bank_accounts': bankAccounts([bankAccount({ currency: 'USD' })], ['USD']),
        'POST /v1/bank_accounts': bankAccount({ id: 'ba_new', currency: 'USD' }),
      }),
    );
    const dialog = await openForm();
    await fillGood(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ currency: 'USD' });
  });

  it("puts the server's field issues under their fields", async () => {
    const refused = refusal(422, 'validation_error', 'Check the fields.');
    (refused.body as { error: Record<string, unknown> }).error.details = [
      { field: 'account_number', code: 'custom', message: 'Server says: bad number.' },
    ];
    mockApi(routes({ 'POST /v1/bank_accounts': refused }));
    const dialog = await openForm();
    await fillGood(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Server says: bad number.')).toBeTruthy();
    expect(dialog.getByText('Check the highlighted fields')).toBeTruthy();
  });

  it('words the rules exactly as the contract does, in both languages', () => {
    for (const key of [
      'bank_field_required',
      'swift_code_format',
      'account_number_format',
      'beneficiary_name_format',
      'beneficiary_address_format',
    ] as const) {
      expect(enUS.rule[key]).toBe(fieldMessages['en-US'][key]);
      expect(zhCN.rule[key]).toBe(fieldMessages['zh-CN'][key]);
    }
  });
});
