import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MerchantsTab } from '../components/MerchantsTab.tsx';
import MerchantPage from '../pages/merchant.page.tsx';

const merchantAccount = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  status: 'activated',
  account_status: 'normal',
  country: 'HK',
  time_created: 1_700_000_000,
  ...overrides,
});

const harbour = {
  id: 'mer_1',
  name: 'Harbour Lane Trading Ltd',
  country: 'HK',
  status: 'normal',
  is_owner: true,
  owner_id: 'usr_owner',
  owner_email: 'demo@paydeck.dev',
  time_created: 1_700_000_000,
  accounts: [
    merchantAccount('acct_a', 'Harbour Lane HK'),
    merchantAccount('acct_b', 'Harbour Lane SG', { status: 'inactivated', country: 'SG' }),
    merchantAccount('acct_c', 'Harbour Lane Archive', { account_status: 'disabled' }),
  ],
};

const other = {
  id: 'mer_2',
  name: 'Kowloon Tea House',
  country: 'HK',
  status: 'disabled',
  is_owner: false,
  owner_id: null,
  owner_email: null,
  time_created: 1_700_000_000,
  accounts: [merchantAccount('acct_k', 'Kowloon Tea')],
};

const api = (routes: Record<string, unknown> = {}) =>
  mockApi({
    'GET /v1/merchants': [other, harbour],
    'GET /v1/accounts/acct_a': { id: 'acct_a', merchant_id: 'mer_1', name: 'Harbour Lane HK' },
    'GET /v1/countries': [
      { alpha2: 'HK', name: 'Hong Kong', name_zh: '香港' },
      { alpha2: 'SG', name: 'Singapore', name_zh: '新加坡' },
    ],
    ...routes,
  });

const rowOf = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(text).closest('tr') as HTMLElement;
const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

beforeEach(() => {
  storage.set('accountId', 'acct_a');
  storage.set('timezone', 'Asia/Hong_Kong');
});
afterEach(() => vi.unstubAllGlobals());

describe('MerchantPage (spec §2 /merchant)', () => {
  const open = () => renderRoutes([{ path: '/merchant', Component: MerchantPage }], '/merchant');

  it("shows the current account's merchant: name, id, owner, owner id, status, created at", async () => {
    api();
    open();
    expect(await screen.findByText('Harbour Lane Trading Ltd')).toBeTruthy();
    const details = card('Merchant information');
    expect(within(rowOf('Merchant ID', details)).getByText('mer_1')).toBeTruthy();
    expect(within(rowOf('Owner', details)).getByText('demo@paydeck.dev')).toBeTruthy();
    expect(within(rowOf('Owner ID', details)).getByText('usr_owner')).toBeTruthy();
    const status = screen.getByTestId('merchant-status');
    expect(status.textContent).toBe('Normal');
    expect(status.className).toContain('green');
    expect(within(rowOf('Created at', details)).getByText('2023-11-15 06:13:20')).toBeTruthy();
    expect(screen.queryByText('Kowloon Tea House')).toBeNull();
  });

  it('lists its accounts with their status, each opening its landing page', async () => {
    api();
    open();
    expect(await screen.findByText('Accounts (3)')).toBeTruthy();
    const hk = screen.getByRole('link', { name: 'Harbour Lane HK' });
    expect(hk.getAttribute('href')).toBe('/accounts/acct_a');
    expect(within(rowOf('Harbour Lane HK')).getByText('Activated').className).toContain('green');
    expect(within(rowOf('Harbour Lane SG')).getByText('Not activated').className).toContain('gold');
    expect(within(rowOf('Harbour Lane Archive')).getByText('Disabled').className).toContain('red');
    expect(await within(rowOf('Harbour Lane SG')).findByText('🇸🇬 Singapore')).toBeTruthy();

    // Another account is chosen as the switcher does it: stored, then a full page load.
    const sg = screen.getByRole('link', { name: 'Harbour Lane SG' });
    expect(sg.getAttribute('href')).toBe('/accounts/acct_b');
    storage.set('livemode', '1');
    sg.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(sg);
    expect(storage.get('accountId')).toBe('acct_b');
    expect(storage.get('livemode')).toBeNull();
  });

  // A server error is retried twice (with a back-off) before the page says so.
  it('says when the merchant cannot be loaded, and retries', { timeout: 15_000 }, async () => {
    let fail = true;
    api({ 'GET /v1/merchants': () => (fail ? refusal(500, 'internal_error', 'boom') : [harbour]) });
    open();
    expect(await screen.findByText('Failed to load the merchant', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Harbour Lane Trading Ltd')).toBeTruthy();
  });
});

describe('the profile tabs "merchant" and "accounts"', () => {
  const open = (show: 'merchant' | 'accounts') =>
    renderRoutes([{ path: '/profile', element: <MerchantsTab show={show} /> }], '/profile');

  it('show every merchant the user belongs to; owner details only where the server gives them', async () => {
    api();
    open('merchant');
    // Each merchant's card is titled with its name, which its details repeat.
    expect(await screen.findAllByText('Harbour Lane Trading Ltd')).toHaveLength(2);
    expect(screen.getAllByText('Kowloon Tea House')).toHaveLength(2);
    expect(screen.getAllByText('Owner')).toHaveLength(1);
    expect(screen.getAllByTestId('merchant-status').map((tag) => tag.textContent)).toEqual(['Disabled', 'Normal']);
  });

  it("list each merchant's accounts; a disabled merchant's can't be opened", async () => {
    api();
    open('accounts');
    expect(await screen.findByText('Harbour Lane Trading Ltd: accounts (3)')).toBeTruthy();
    expect(screen.getByText('Kowloon Tea House: accounts (1)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Lane Archive' })).toBeTruthy();
    expect(screen.getByText('Kowloon Tea').closest('a')).toBeNull();
  });

  it('say when the user belongs to no merchant', async () => {
    api({ 'GET /v1/merchants': [] });
    open('accounts');
    expect(await screen.findByText("You don't belong to any merchant yet")).toBeTruthy();
  });
});
