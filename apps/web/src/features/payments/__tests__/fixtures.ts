import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import PaymentPage from '../pages/payment.page.tsx';
import PaymentsPage from '../pages/payments.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
/** Reads payments and refunds, may do nothing with them. */
export const viewer = { permissions: ['list_payments', 'list_refunds', 'list_disputes'], roles: ['analyst'] };

export const page = <T>(list: T[], extra: Record<string, unknown> = {}) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  ...extra,
});

// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;

/** A paid HKD 250.00 FPS payment as the wire has it, 50.00 of it already refunded. */
export const paid = {
  id: 'pay_paid1',
  object: 'payment',
  livemode: false,
  payment_method: 'fps_hk',
  payment_method_type: 'real_time_payment',
  payment_method_flow: 'qrcode',
  reference: 'HL-1001',
  customer_id: 'cus_ada',
  source_type: 'regular',
  source_id: null,
  status: 'paid',
  currency: 'HKD',
  amount: 25_000,
  amount_paid: 25_000,
  amount_refunded: 5_000,
  amount_refund_pending: 0,
  amount_refundable: 20_000,
  amount_local: 25_000,
  amount_local_paid: 25_000,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: 'sim_pay_abc',
  description: 'Order 1001',
  notify_url: 'https://shop.example.com/notify',
  return_url: 'https://shop.example.com/orders/1001',
  action: {
    type: 'qrcode',
    url: 'https://pay.example.com/checkout/pay_paid1?token=chk_x',
    qr_code: 'https://pay.example.com/checkout/pay_paid1?token=chk_x',
  },
  metadata: { order_id: '1001' },
  extra: {},
  disputed: false,
  time_created: created,
  time_paid: created + 90,
  time_expired: created + 3_600,
};

export const refund = {
  id: 're_one',
  object: 'refund',
  livemode: false,
  payment_id: 'pay_paid1',
  payment_method: 'fps_hk',
  reference: null,
  payment_reference: 'HL-1001',
  status: 'refunded',
  currency: 'HKD',
  amount: 5_000,
  amount_local: 5_000,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: 'sim_rf_1',
  description: 'One item back',
  extra: {},
  metadata: {},
  time_created: created + 600,
  time_refunded: created + 612,
};

export const dispute = {
  id: 'dp_one',
  object: 'dispute',
  livemode: false,
  payment_id: 'pay_paid1',
  payment_method: 'fps_hk',
  type: 'chargeback',
  status: 'needs_response',
  reason: 'product_not_received',
  currency: 'HKD',
  amount: 20_000,
  description: null,
  gateway_transaction_id: 'sim_dp_1',
  close_reason: null,
  evidence: null,
  time_created: created + 1_200,
  time_expired: created + 7 * 86_400,
  time_closed: null,
};

/** The detail's answer: the payment with its refunds and disputes. */
export const detail = (payment: Record<string, unknown>, refunds: unknown[] = [], disputes: unknown[] = []) => ({
  ...payment,
  refunds,
  disputes,
});

export const createdPayment = {
  ...paid,
  id: 'pay_new1',
  reference: 'HL-1009',
  customer_id: null,
  status: 'created',
  amount: 9_900,
  amount_paid: 0,
  amount_refunded: 0,
  amount_refundable: 0,
  amount_local_paid: 0,
  time_paid: null,
};

/** The payments list and detail on account acct_a, times in Shanghai, in test mode unless told. */
export const openPayments = (path = '/accounts/acct_a/transaction/payments', livemode: '0' | '1' = '0') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', livemode);
  return renderRoutes(
    [
      { path: '/accounts/:accountId/transaction/payments', Component: PaymentsPage },
      { path: '/accounts/:accountId/transaction/payments/:id', Component: PaymentPage },
    ],
    path,
  );
};

/** Chooses an option of an antd Select found by its label. */
export const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
};
