import { renderRoutes } from '../../../test/render.tsx';
import CheckoutPage from '../pages/checkout.page.tsx';

/** A test payment of HKD 250.00 with FPS (QR code flow), awaiting its payer. */
export const payable = {
  id: 'pay_1',
  object: 'checkout',
  livemode: false,
  merchant_name: 'Harbour Lane Trading Ltd',
  account_name: 'Harbour Lane HK',
  status: 'created',
  payment_method: 'fps_hk',
  payment_method_name: 'FPS',
  flow: 'qrcode',
  currency: 'HKD',
  amount: 25_000,
  amount_paid: 0,
  description: 'Order 10042',
  reference: 'order-10042',
  return_url: 'https://shop.example.com/orders/10042',
  voucher_number: null,
  failure_code: null,
  failure_message: null,
  // 2026-01-01 00:00:00 UTC, due an hour later: 09:00 in Shanghai.
  time_created: 1_767_225_600,
  time_paid: null,
  time_expired: 1_767_229_200,
};

/** The payer's page of pay_1 with its token, times in Shanghai. */
export const openCheckout = (path = '/checkout/pay_1?token=chk_1') => {
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  return renderRoutes([{ path: '/checkout/:id', Component: CheckoutPage }], path);
};
