import { renderRoutes } from '../../../test/render.tsx';
import PayeePage from '../pages/payee.page.tsx';
import PayeeCreatePage from '../pages/payee-create.page.tsx';
import PayeesPage from '../pages/payees.page.tsx';
import PayerPage from '../pages/payer.page.tsx';
import PayerCreatePage from '../pages/payer-create.page.tsx';
import PayersPage from '../pages/payers.page.tsx';
import PayoutPage from '../pages/payout.page.tsx';
import PayoutCreatePage from '../pages/payout-create.page.tsx';
import PayoutMethodPage from '../pages/payout-method.page.tsx';
import PayoutMethodsPage from '../pages/payout-methods.page.tsx';
import PayoutVerifyPage from '../pages/payout-verify.page.tsx';
import PayoutsPage from '../pages/payouts.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = {
  permissions: ['list_payers', 'list_payees', 'list_payouts', 'list_payout_methods'],
  roles: ['analyst'],
};

export const page = <T>(list: T[], total = list.length) => ({ list, total, page: 1, per_page: 20 });

// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;

export const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_a',
  name: 'Harbour Trading Ltd.',
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  merchant_id: 'mer_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: ['payin', 'payout'],
  default_settlement_currency: 'HKD',
  settlement_currencies: ['HKD', 'USD'],
  time_disabled: null,
  time_withdrawals_available: null,
  freeze_days: null,
  time_created: 1_700_000_000,
  ...overrides,
});

export const payer = (overrides: Record<string, unknown> = {}) => ({
  id: 'pyr_wei',
  object: 'payer',
  account_id: 'acct_a',
  livemode: false,
  reference: 'supplier-0042',
  entity_type: 'individual',
  first_name: 'Wei',
  last_name: 'Li',
  nationality: 'CN',
  email: 'li.wei@example.com',
  phone: '+8613812345678',
  legal_name: null,
  tax_id: null,
  registration_country: null,
  description: 'Freelance translator',
  addresses: {
    residential: {
      country: 'CN',
      state: 'Guangdong',
      city: 'Shenzhen',
      line1: '1 Keyuan Road',
      line2: null,
      postal_code: '518057',
    },
    registered: null,
    business: null,
  },
  identity_documents: [],
  remittance_hkd: 0,
  identity_documents_required: false,
  time_created: created,
  ...overrides,
});

export const document = (id: string, filename = `${id}.png`) => ({
  id,
  filename,
  content_type: 'image/png',
  size: 1_048_576,
  time_created: created,
});

export const payee = (overrides: Record<string, unknown> = {}) => ({
  id: 'pye_fang',
  object: 'payee',
  account_id: 'acct_a',
  livemode: false,
  reference: 'staff-017',
  entity_type: 'individual',
  first_name: 'Fang',
  last_name: 'Zhang',
  nationality: 'CN',
  email: 'zhang.fang@example.com',
  phone: '+8613912345678',
  description: null,
  time_created: created,
  ...overrides,
});

export const payoutMethod = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_alipay',
  object: 'payout_method',
  livemode: false,
  method: 'alipay_cn',
  account: 'zhang.fang@example.com',
  payee_id: 'pye_fang',
  payee_name: 'Fang Zhang',
  details: {},
  description: 'Alipay wallet',
  time_created: created,
  ...overrides,
});

export const payout = (overrides: Record<string, unknown> = {}) => ({
  id: 'po_1',
  object: 'payout',
  livemode: false,
  reference: 'salary-2026-11-017',
  payer_id: 'pyr_wei',
  payee_id: 'pye_fang',
  payout_method_id: 'pm_alipay',
  method: 'alipay_cn',
  currency: 'HKD',
  amount: 500_000,
  fee: 11_000,
  currency_local: 'CNY',
  amount_local: 457_500,
  exchange_rate: '0.915',
  purpose: 'salary',
  status: 'pending',
  failure_code: null,
  failure_message: null,
  description: 'November salary',
  metadata: { batch: 'nov' },
  verification: null,
  time_created: created,
  time_succeeded: null,
  ...overrides,
});

/** The payouts pages on account acct_a in test mode (live with `live`), times in Shanghai. */
export const openPayouts = (path: string, { live = false } = {}) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', live ? '1' : '0');
  const base = '/accounts/:accountId/payouts';
  return renderRoutes(
    [
      { path: `${base}/payers`, Component: PayersPage },
      { path: `${base}/payers/create`, Component: PayerCreatePage },
      { path: `${base}/payers/:id`, Component: PayerPage },
      { path: `${base}/payees`, Component: PayeesPage },
      { path: `${base}/payees/create`, Component: PayeeCreatePage },
      { path: `${base}/payees/:id`, Component: PayeePage },
      { path: `${base}/payout_methods`, Component: PayoutMethodsPage },
      { path: `${base}/payout_methods/:id`, Component: PayoutMethodPage },
      { path: `${base}/payouts`, Component: PayoutsPage },
      { path: `${base}/payouts/create`, Component: PayoutCreatePage },
      { path: `${base}/payouts/:id`, Component: PayoutPage },
      { path: `${base}/:id/verify`, Component: PayoutVerifyPage },
    ],
    path,
  );
};
