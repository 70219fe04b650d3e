import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { findTexts } from '../../../test/find-texts.ts';
import { mei, openCustomers, owner } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));

/** Chooses an option of an antd Select found by its label. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
};

const routes = (create: unknown = mei) =>
  mockApi({
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/countries': [{ name: 'Hong Kong', name_zh: '中国香港', alpha2: 'HK' }],
    'POST /api/customers': create,
  });

describe('create customer (spec §5: first and last name required)', { timeout: 30_000 }, () => {
  it('checks the fields with the server rules before sending anything', async () => {
    const { calls } = routes();
    openCustomers('/accounts/acct_a/customers/create');
    await screen.findByLabelText('First name');
    type('Email', 'not-an-email');
    type('Phone', '91234567');
    type('Birth date', '2099-01-01');
    type('Document number', 'K1234567');
    submit();
    await findTexts(
      'Enter a valid email address.',
      'Use the international format: + country code and number, e.g. +85291234567.',
      'Enter a real date as YYYY-MM-DD, not in the future.',
      'Choose the type of the document.',
    );
    await waitFor(() => expect(screen.getAllByText('Required: enter a name.')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the same in Chinese', async () => {
    routes();
    await changeLocale('zh-CN');
    try {
      openCustomers('/accounts/acct_a/customers/create');
      fireEvent.change(await screen.findByLabelText('电话'), { target: { value: '+0852' } });
      fireEvent.click(screen.getByRole('button', { name: '创建客户' }));
      expect(await screen.findAllByText('必填：请输入姓名。')).toHaveLength(2);
      expect(screen.getByText('请使用国际格式：+ 国家代码和号码，例如 +85291234567。')).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });

  it('sends every field given, trimmed, and opens the new customer', async () => {
    const { calls } = routes();
    const router = openCustomers('/accounts/acct_a/customers/create');
    await screen.findByLabelText('First name');
    type('First name', ' Mei ');
    type('Last name', 'Chan');
    type('Email', 'mei.chan@example.com');
    type('Phone', '+85291234567');
    type('Reference', 'crm-10042');
    type('Birth date', '1988-04-12');
    await choose('Document type', 'Passport');
    type('Document number', 'K1234567');
    type('City', 'Hong Kong');
    type('Address line 1', '18 Harbour Road');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/customers/cus_mei'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'Mei',
      last_name: 'Chan',
      email: 'mei.chan@example.com',
      phone: '+85291234567',
      reference: 'crm-10042',
      birth_date: '1988-04-12',
      document: { type: 'passport', number: 'K1234567' },
      address: {
        country: null,
        state: null,
        city: 'Hong Kong',
        line1: '18 Harbour Road',
        line2: null,
        postal_code: null,
      },
      livemode: 0,
    });
  });

  it("shows the server's field errors under their fields", async () => {
    routes({
      status: 422,
      body: {
        success: false,
        error: {
          code: 'validation_failed',
          type: 'invalid_request_error',
          message: 'Some fields are invalid.',
          details: [{ field: 'address.postal_code', code: 'too_big', message: 'Too long for a postal code.' }],
        },
      },
    });
    openCustomers('/accounts/acct_a/customers/create');
    await screen.findByLabelText('First name');
    type('First name', 'Mei');
    type('Last name', 'Chan');
    submit();
    expect(await screen.findByText('Too long for a postal code.')).toBeTruthy();
    // The field's message is an alert too (antd), so the form's summary is found by its text.
    expect(screen.getByText('Some fields need attention: see the messages under them.')).toBeTruthy();
  });

  it('says why when the server refuses without field errors', async () => {
    routes(refusal(403, 'forbidden', 'You do not have permission to do this.'));
    openCustomers('/accounts/acct_a/customers/create');
    await screen.findByLabelText('First name');
    type('First name', 'Mei');
    type('Last name', 'Chan');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('You do not have permission to do this.'),
    );
  });
});
