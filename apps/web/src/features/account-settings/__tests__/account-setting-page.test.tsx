import { rolePermissions } from '@paydeck/contract/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AccountSettingPage from '../pages/account-setting.page.tsx';

const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_a',
  name: 'Shop A',
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  merchant_id: 'mer_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: ['payin'],
  default_settlement_currency: 'HKD',
  settlement_currencies: ['HKD', 'USD'],
  time_disabled: null,
  time_withdrawals_available: null,
  freeze_days: null,
  time_created: 1_700_000_000,
  ...overrides,
});

const owner = { permissions: 'all permissions', roles: ['owner'] };

const api = (routes: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/accounts/acct_a': account(),
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/account_settlement_currencies': {
      default_settlement_currency: 'HKD',
      settlement_currencies: ['HKD', 'USD'],
    },
    'GET /v1/countries': [
      { alpha2: 'HK', name: 'Hong Kong', name_zh: '香港' },
      { alpha2: 'SG', name: 'Singapore', name_zh: '新加坡' },
    ],
    'GET /v1/time_zones': [
      { id: 'Asia/Hong_Kong', utc_offset: '+08:00' },
      { id: 'Europe/London', utc_offset: '+00:00' },
    ],
    ...routes,
  });

const open = () =>
  renderRoutes(
    [{ path: '/accounts/:accountId/setting/account', Component: AccountSettingPage }],
    '/accounts/acct_a/setting/account',
  );

const details = () => screen.getByText('Account information').closest('.ant-card') as HTMLElement;
const rowOf = (label: string) => within(details()).getByText(label).closest('tr') as HTMLElement;
const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
};

beforeEach(() => {
  storage.set('accountId', 'acct_a');
  storage.set('timezone', 'Asia/Hong_Kong');
});
afterEach(() => vi.unstubAllGlobals());

// antd's form controls are slow to render in happy-dom; under a full parallel run 5 s is too tight.
describe('AccountSettingPage (spec §2 setting/account)', { timeout: 20_000 }, () => {
  it("shows the account's settings and its settlement currencies", async () => {
    api();
    open();
    expect(await screen.findByText('Shop A')).toBeTruthy();
    expect(within(rowOf('Account ID')).getByText('acct_a')).toBeTruthy();
    expect(within(rowOf('Status')).getByText('Activated')).toBeTruthy();
    expect(within(rowOf('Status')).getByText('Normal')).toBeTruthy();
    expect(await within(rowOf('Country or region')).findByText('🇭🇰 Hong Kong')).toBeTruthy();
    expect(within(rowOf('Time zone')).getByText('Asia/Hong_Kong')).toBeTruthy();
    expect(within(rowOf('Business type')).getByText('Pay-in')).toBeTruthy();
    expect(within(rowOf('Unique reference mode')).getByText('Off')).toBeTruthy();
    expect(within(rowOf('Created at')).getByText('2023-11-15 06:13:20')).toBeTruthy();
    const currencies = screen.getByTestId('settlement-currencies');
    expect(await within(currencies).findByText('HKD (default)')).toBeTruthy();
    expect(within(currencies).getByText('USD')).toBeTruthy();
  });

  it('saves only what changed, and shows the saved account', async () => {
    let saved = account();
    const { calls } = api({
      'GET /v1/accounts/acct_a': () => saved,
      'PUT /v1/accounts/acct_a': (body: unknown) => {
        saved = account(body as Record<string, unknown>);
        return saved;
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('Account name'), { target: { value: '  Shop A Renamed ' } });
    await chooseOption('Time zone', '(UTC+00:00) Europe/London');
    fireEvent.click(screen.getByLabelText('Recurring'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Account settings saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Shop A Renamed',
      timezone: 'Europe/London',
      enable_business: ['payin', 'recurring'],
    });
    expect(await screen.findByText('Shop A Renamed')).toBeTruthy();
    expect(within(rowOf('Time zone')).getByText('Europe/London')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('applies the rules the server applies before sending anything', async () => {
    const { calls } = api();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('Account name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByLabelText('Pay-in'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the account name')).toBeTruthy();
    expect(await screen.findByText('Please choose at least one business type')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("offers only the account's settlement currencies as the default", async () => {
    api();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    fireEvent.mouseDown(await screen.findByLabelText('Default settlement currency'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent),
      ).toEqual(['HKD', 'USD']),
    );
  });

  it('warns before turning unique reference mode on, then locks it with the reason', async () => {
    let saved = account();
    const { calls } = api({
      'GET /v1/accounts/acct_a': () => saved,
      'PUT /v1/accounts/acct_a': () => {
        saved = account({ enable_reference_unique: true });
        return saved;
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Unique reference mode' }));
    expect(
      await screen.findByText("Once you save, unique reference mode stays on: it can't be turned off again."),
    ).toBeTruthy();
    // Save asks first: it cannot be undone. Cancel sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Turn on unique reference mode for good?')).toBeTruthy();
    const popover = document.querySelector('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on and save' }));
    expect(await screen.findByText('Account settings saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enable_reference_unique: true });

    const locked = "Unique reference mode can't be turned off once it is on.";
    expect(await within(rowOf('Unique reference mode')).findByText('On')).toBeTruthy();
    expect(within(rowOf('Unique reference mode')).getByText(locked)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const toggle = await screen.findByRole('switch', { name: 'Unique reference mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(locked)).toBeTruthy();
  });

  it("shows the server's words when it refuses, such as a locked unique reference mode", async () => {
    const locked = "Unique reference mode can't be turned off once it is on.";
    api({ 'PUT /v1/accounts/acct_a': refusal(409, 'reference_unique_locked', locked) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('Account name'), { target: { value: 'Shop B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(locked)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('turns editing off for a disabled account, and says why', async () => {
    api({
      'GET /v1/accounts/acct_a': account({ account_status: 'disabled', time_disabled: 1_700_000_000, freeze_days: 90 }),
      // The server forces account edit off for a disabled account, even for its owner.
      'GET /v1/accounts/acct_a/permissions': {
        permissions: rolePermissions.owner.filter((name) => name !== 'edit_account'),
        roles: ['owner'],
      },
    });
    open();
    const edit = await screen.findByTestId('account-edit');
    expect(edit.hasAttribute('disabled')).toBe(true);
    fireEvent.pointerEnter(edit);
    fireEvent.mouseEnter(edit);
    expect(await screen.findByText("This account is disabled, so its settings can't be changed.")).toBeTruthy();
    expect(within(rowOf('Status')).getByText('Disabled')).toBeTruthy();
  });

  it('shows no edit button to a member without the account edit permission', async () => {
    api({ 'GET /v1/accounts/acct_a/permissions': { permissions: [...rolePermissions.analyst], roles: ['analyst'] } });
    open();
    expect(await screen.findByText('Shop A')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('account-edit')).toBeNull());
  });

  it('says when the account cannot be loaded, and retries', async () => {
    let fail = true;
    api({
      'GET /v1/accounts/acct_a': () =>
        fail ? refusal(404, 'not_found', 'The requested resource does not exist.') : account(),
    });
    open();
    expect(await screen.findByText('Failed to load the account')).toBeTruthy();
    expect(screen.getByText('The requested resource does not exist.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shop A')).toBeTruthy();
  });
});
