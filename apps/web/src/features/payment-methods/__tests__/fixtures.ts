import { renderRoutes } from '../../../test/render.tsx';
import PaymentMethodPage from '../pages/payment-method.page.tsx';
import PaymentMethodsPage from '../pages/payment-methods.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = { permissions: ['list_payment_methods'], roles: ['analyst'] };

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, per_page: 20 });

export const alipay = {
  method: 'alipay_cn',
  object: 'payment_method',
  name: 'Alipay',
  type: 'e_wallet',
  flow: 'qrcode',
  country: 'CN',
  currencies: ['CNY'],
  business_types: ['payin', 'recurring', 'payout'],
  livemode: false,
  status: 'enable',
  available: true,
  amount_limits: [{ currency: 'CNY', min_amount: 1, max_amount: 5_000_000 }],
  fee: { percentage_bps: 220, fixed: [{ currency: 'CNY', amount: 0 }] },
  time_updated: null,
};
export const fps = {
  ...alipay,
  method: 'fps_hk',
  name: 'FPS',
  type: 'real_time_payment',
  country: 'HK',
  currencies: ['HKD'],
  business_types: ['payin', 'payout'],
  status: 'disable',
  amount_limits: [{ currency: 'HKD', min_amount: 100, max_amount: 100_000_000 }],
  fee: { percentage_bps: 80, fixed: [{ currency: 'HKD', amount: 200 }] },
  // 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
  time_updated: 1_767_225_600,
};
/** Serves none of the account's business types: always disable, and it can't be enabled. */
export const oxxo = {
  ...alipay,
  method: 'oxxo_mx',
  name: 'OXXO',
  type: 'voucher',
  flow: 'voucher',
  country: 'MX',
  currencies: ['MXN'],
  business_types: ['payin'],
  status: 'disable',
  available: false,
  amount_limits: [{ currency: 'MXN', min_amount: 1_000, max_amount: 1_000_000 }],
  fee: { percentage_bps: 360, fixed: [{ currency: 'MXN', amount: 400 }] },
};

/** The payment methods list and detail on account acct_a in test mode, times in Shanghai. */
export const openPaymentMethods = (path = '/accounts/acct_a/paymentMethods') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/paymentMethods', Component: PaymentMethodsPage },
      { path: '/accounts/:accountId/paymentMethods/:id', Component: PaymentMethodPage },
    ],
    path,
  );
};
