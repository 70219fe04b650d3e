import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { openPayouts, owner, page, payee, payer, payoutMethod } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const countries = [
  { name: 'China', name_zh: '中国', alpha2: 'CN' },
  { name: 'Hong Kong', name_zh: '中国香港', alpha2: 'HK' },
];

describe('payer form (spec §5: what the entity type requires)', { timeout: 30_000 }, () => {
  it("checks an individual's and a company's required fields with the server's rules before sending", async () => {
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /v1/countries': countries,
    });
    openPayouts('/accounts/acct_a/payouts/payers/create');
    await screen.findByLabelText('First name');
    type('Email', 'not-an-email');
    type('Phone', '13812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Create payer' }));
    // First name, last name, nationality.
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(3));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(
      screen.getByText('Use the international format: + country code and number, e.g. +85291234567.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    expect(await screen.findByLabelText('Legal name')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create payer' }));
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(3));
    expect(screen.getByLabelText('Tax ID')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the whole payer, trimmed, with an address, and opens it', async () => {
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /v1/countries': countries,
      'POST /api/payers': payer({ id: 'pyr_new' }),
      'GET /api/payers/pyr_new': payer({ id: 'pyr_new' }),
      'GET /api/payouts': page([]),
    });
    const router = openPayouts('/accounts/acct_a/payouts/payers/create');
    await screen.findByLabelText('First name');
    type('First name', ' Wei ');
    type('Last name', 'Li');
    fireEvent.mouseDown(screen.getByLabelText('Nationality'));
    const china = (await screen.findAllByText('China')).find((node) => node.closest('.ant-select-item-option'));
    fireEvent.click(china?.closest('.ant-select-item-option') as HTMLElement);
    type('Reference', 'supplier-0042');
    const business = within(screen.getByRole('group', { name: 'Business address' }));
    fireEvent.change(business.getByLabelText('City'), { target: { value: 'Shenzhen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create payer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/payouts/payers/pyr_new'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      entity_type: 'individual',
      first_name: 'Wei',
      last_name: 'Li',
      nationality: 'CN',
      email: null,
      phone: null,
      reference: 'supplier-0042',
      description: null,
      legal_name: null,
      tax_id: null,
      registration_country: null,
      addresses: {
        residential: null,
        registered: null,
        business: { country: null, state: null, city: 'Shenzhen', line1: null, line2: null, postal_code: null },
      },
      livemode: 0,
    });
  });

  it('says the same in Chinese', async () => {
    mockApi({ 'GET /v1/accounts/acct_a/permissions': owner, 'GET /v1/countries': countries });
    await changeLocale('zh-CN');
    try {
      openPayouts('/accounts/acct_a/payouts/payers/create');
      expect(await screen.findByRole('heading', { name: '创建付款人' })).toBeTruthy();
      fireEvent.change(await screen.findByLabelText('电话'), { target: { value: '+0852' } });
      fireEvent.click(screen.getByRole('button', { name: '创建付款人' }));
      await waitFor(() => expect(screen.getAllByText('必填。')).toHaveLength(3));
      expect(screen.getByText('请使用国际格式：+ 国家代码和号码，例如 +85291234567。')).toBeTruthy();
      expect(screen.getByText('居住地址')).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});

describe('add payout method (spec §5)', { timeout: 30_000 }, () => {
  const openPayee = (entityType: 'individual' | 'company') => {
    const result = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /v1/countries': countries,
      'GET /api/payees/pye_fang': payee({ entity_type: entityType }),
      'GET /api/payout_methods': page([payoutMethod()]),
      'GET /api/payouts': page([]),
      'POST /api/payout_methods': payoutMethod({ id: 'pm_new', method: 'paynow_sg', account: '+6591234567' }),
    });
    openPayouts('/accounts/acct_a/payouts/payees/pye_fang');
    return result;
  };

  it('shows the methods that pay individuals only disabled and unsupported for a company payee', async () => {
    openPayee('company');
    // The payee's existing Alipay account is marked too.
    expect(await screen.findByText('Alipay (China) · not for companies')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Add payout method/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('This payee is a company: wallets that pay individuals only are not offered.'),
    ).toBeTruthy();
    fireEvent.mouseDown(dialog.getByLabelText('Payout method'));
    const alipay = (await screen.findAllByTitle('Alipay (China) · not for companies')).at(-1) as HTMLElement;
    expect(alipay.closest('.ant-select-item')?.className).toContain('disabled');
    const gcash = (await screen.findAllByTitle('GCash (Philippines) · not for companies')).at(-1) as HTMLElement;
    expect(gcash.closest('.ant-select-item')?.className).toContain('disabled');
    const fps = (await screen.findAllByTitle('FPS (Hong Kong) · HKD')).at(-1) as HTMLElement;
    expect(fps.closest('.ant-select-item')?.className).not.toContain('disabled');
  });

  it('checks the account as the method takes it, then adds it for the payee', async () => {
    const { calls } = openPayee('individual');
    fireEvent.click(await screen.findByRole('button', { name: /Add payout method/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.mouseDown(dialog.getByLabelText('Payout method'));
    fireEvent.click((await screen.findAllByTitle('PayNow (Singapore) · SGD')).at(-1) as HTMLElement);
    await waitFor(() => expect((dialog.getByLabelText('Account') as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(dialog.getByLabelText('Account'), { target: { value: 'fang@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(
      await dialog.findByText('This method pays to a phone number: use the international format, e.g. +6591234567.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Account'), { target: { value: ' +6591234567 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      payee_id: 'pye_fang',
      method: 'paynow_sg',
      account: '+6591234567',
      description: null,
      livemode: 0,
    });
  });
});
