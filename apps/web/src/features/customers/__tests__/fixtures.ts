import { renderRoutes } from '../../../test/render.tsx';
import CustomerPage from '../pages/customer.page.tsx';
import CustomerCreatePage from '../pages/customer-create.page.tsx';
import CustomersPage from '../pages/customers.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = { permissions: ['list_customers'], roles: ['analyst'] };

export const page = <T>(list: T[], extra: Record<string, unknown> = {}) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  ...extra,
});

// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;

export const mei = {
  id: 'cus_mei',
  object: 'customer',
  livemode: false,
  reference: 'crm-10042',
  first_name: 'Mei',
  last_name: 'Chan',
  company: 'Chan Florist',
  description: 'Wholesale buyer',
  email: 'mei.chan@example.com',
  phone: '+85291234567',
  country: 'HK',
  document: { type: 'passport', number: 'K1234567' },
  birth_date: '1988-04-12',
  address: {
    country: 'HK',
    state: null,
    city: 'Hong Kong',
    line1: '18 Harbour Road',
    line2: 'Flat 12B',
    postal_code: null,
  },
  time_created: created,
  time_updated: created + 3600,
};

export const bare = {
  ...mei,
  id: 'cus_bare',
  first_name: 'Bo',
  last_name: 'Ng',
  reference: null,
  company: null,
  description: null,
  email: null,
  phone: null,
  country: null,
  document: null,
  birth_date: null,
  address: null,
};

export const payment = {
  id: 'pay_1',
  object: 'payment',
  livemode: false,
  payment_method: 'fps_hk',
  payment_method_type: 'real_time_payment',
  payment_method_flow: 'qrcode',
  reference: 'order-1',
  customer_id: 'cus_mei',
  source_type: 'regular',
  source_id: null,
  status: 'paid',
  currency: 'HKD',
  amount: 25_000,
  amount_paid: 25_000,
  amount_refunded: 0,
  amount_refund_pending: 0,
  amount_refundable: 25_000,
  amount_local: 25_000,
  amount_local_paid: 25_000,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: null,
  description: null,
  notify_url: null,
  return_url: null,
  action: { type: 'qrcode', url: 'https://example.com/checkout/pay_1', qr_code: null },
  metadata: {},
  extra: {},
  disputed: false,
  time_created: created,
  time_paid: created,
  time_expired: created + 3600,
};

export const detailOf = (customer: Record<string, unknown>, payments: unknown[] = [], mandates: unknown[] = []) => ({
  ...customer,
  payments,
  mandates,
});

export const mandate = {
  id: 'mdt_1',
  object: 'mandate',
  livemode: false,
  customer_id: 'cus_mei',
  reference: 'plan-gold',
  payment_method: 'alipay_hk',
  status: 'succeeded',
  failure_code: null,
  failure_message: null,
  action: null,
  extra: {},
  time_created: created,
  time_signed: created + 60,
};

/** A recurring method enabled for the account, as the payment methods list answers it. */
export const alipayHk = {
  method: 'alipay_hk',
  name: 'AlipayHK',
  type: 'wallet',
  flow: 'redirect',
  currencies: ['HKD'],
  business_types: ['payin', 'recurring'],
  amount_limits: [{ currency: 'HKD', min_amount: 100, max_amount: 5_000_000 }],
  status: 'enable',
  time_status_changed: null,
};

/** The customer pages on account acct_a in test mode, times in Shanghai. */
export const openCustomers = (path = '/accounts/acct_a/customers') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/customers', Component: CustomersPage },
      { path: '/accounts/:accountId/customers/create', Component: CustomerCreatePage },
      { path: '/accounts/:accountId/customers/:id', Component: CustomerPage },
    ],
    path,
  );
};
