import { renderRoutes } from '../../../test/render.tsx';
import TestPaymentPage from '../pages/test-payment.page.tsx';
import TestPaymentResultPage from '../pages/test-payment-result.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const analyst = { permissions: ['list_payments', 'list_payment_methods'], roles: ['analyst'] };

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, per_page: 100 });

const method = (id: string, currency: string, min: number, max: number) => ({
  method: id,
  object: 'payment_method',
  name: id,
  type: 'e_wallet',
  flow: 'qrcode',
  country: 'HK',
  currencies: [currency],
  business_types: ['payin'],
  livemode: false,
  status: 'enable',
  available: true,
  amount_limits: [{ currency, min_amount: min, max_amount: max }],
  fee: { percentage_bps: 100, fixed: [{ currency, amount: 0 }] },
  time_updated: null,
});
export const fps = method('fps_hk', 'HKD', 100, 100_000_000);
export const promptpay = { ...method('promptpay_th', 'THB', 2_000, 5_000_000), flow: 'qrcode' };

export const created = {
  id: 'pay_1',
  object: 'payment',
  livemode: false,
  payment_method: 'fps_hk',
  payment_method_type: 'real_time_payment',
  payment_method_flow: 'qrcode',
  reference: null,
  customer_id: null,
  source_type: 'regular',
  source_id: null,
  status: 'created',
  currency: 'HKD',
  amount: 12_345,
  amount_paid: 0,
  amount_refunded: 0,
  amount_refund_pending: 0,
  amount_refundable: 0,
  amount_local: 12_345,
  amount_local_paid: 0,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: 'sim_pay_1',
  description: 'Test order 1',
  notify_url: null,
  return_url: null,
  action: {
    type: 'qrcode',
    url: 'https://paydeck.example.com/checkout/pay_1?token=chk_1',
    qr_code: 'https://paydeck.example.com/checkout/pay_1?token=chk_1',
  },
  metadata: {},
  extra: {},
  disputed: false,
  refunds: [],
  disputes: [],
  time_created: 1_767_225_600,
  time_paid: null,
  time_expired: 1_767_229_200,
};

/** The test payment screen and its result on acct_a, times in Shanghai, the mode switch as given. */
export const openTestPayment = (path = '/accounts/acct_a/paymentMethods/test_payment', livemode: '0' | '1' = '1') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', livemode);
  return renderRoutes(
    [
      { path: '/accounts/:accountId/paymentMethods/test_payment', Component: TestPaymentPage },
      { path: '/accounts/:accountId/paymentMethods/test_payment/:id', Component: TestPaymentResultPage },
    ],
    path,
  );
};
