import { renderRoutes } from '../../../test/render.tsx';
import RefundPage from '../pages/refund.page.tsx';
import RefundsPage from '../pages/refunds.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = { permissions: ['list_refunds'], roles: ['analyst'] };

export const page = <T>(list: T[], total = list.length) => ({ list, total, page: 1, per_page: 20 });

/** A refund done: 2026-01-01 00:00:00 UTC is 08:00 in Shanghai. */
export const refunded = {
  id: 're_done',
  object: 'refund',
  livemode: false,
  payment_id: 'pay_one',
  payment_method: 'fps_hk',
  reference: 'rf-7',
  payment_reference: 'order-10042',
  status: 'refunded',
  currency: 'HKD',
  amount: 5_000,
  amount_local: 5_000,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: 'sim_rf_1',
  description: 'Returned one item',
  extra: {},
  metadata: { order_id: '10042' },
  time_created: 1_767_225_600,
  time_refunded: 1_767_225_612,
};
export const pending = {
  ...refunded,
  id: 're_wait',
  status: 'pending',
  gateway_transaction_id: null,
  description: null,
  metadata: {},
  time_refunded: null,
};
export const failed = {
  ...pending,
  id: 're_fail',
  status: 'failed',
  failure_code: 'refund_declined',
  failure_message: 'The payment method declined the refund.',
};

/** The refunds list and detail on account acct_a in test mode, times in Shanghai. */
export const openRefunds = (path = '/accounts/acct_a/transaction/refunds') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/transaction/refunds', Component: RefundsPage },
      { path: '/accounts/:accountId/transaction/refunds/:id', Component: RefundPage },
    ],
    path,
  );
};
