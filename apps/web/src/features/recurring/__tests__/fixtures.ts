import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import MandatePage from '../pages/mandate.page.tsx';
import MandatesPage from '../pages/mandates.page.tsx';
import SubscriptionPage from '../pages/subscription.page.tsx';
import SubscriptionCreatePage from '../pages/subscription-create.page.tsx';
import SubscriptionsPage from '../pages/subscriptions.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const viewer = { permissions: ['list_mandates', 'list_subscriptions'], roles: ['analyst'] };

export const page = <T>(list: T[], extra: Record<string, unknown> = {}) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  ...extra,
});

// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
export const created = 1_767_225_600;

export const signed = {
  id: 'mdt_signed',
  object: 'mandate',
  livemode: false,
  customer_id: 'cus_mei',
  reference: 'plan-gold',
  payment_method: 'alipay_cn',
  status: 'succeeded',
  failure_code: null,
  failure_message: null,
  action: null,
  extra: {},
  time_created: created,
  time_signed: created + 120,
};

export const waiting = {
  ...signed,
  id: 'mdt_waiting',
  reference: null,
  status: 'created',
  action: { type: 'redirect', url: 'https://paydeck.test/mandates/sign/tok_secret' },
  time_signed: null,
};

export const charge = {
  id: 'pay_charge1',
  object: 'payment',
  livemode: false,
  payment_method: 'alipay_cn',
  payment_method_type: 'wallet',
  payment_method_flow: 'redirect',
  reference: null,
  customer_id: 'cus_mei',
  source_type: 'regular_with_mandate',
  source_id: 'sub_gold',
  status: 'failed',
  currency: 'CNY',
  amount: 9_900,
  amount_paid: 0,
  amount_refunded: 0,
  amount_refund_pending: 0,
  amount_refundable: 0,
  amount_local: 9_900,
  amount_local_paid: 0,
  failure_code: 'insufficient_funds',
  failure_message: 'The payer has not enough funds.',
  gateway_transaction_id: null,
  description: null,
  notify_url: null,
  return_url: null,
  action: null,
  metadata: {},
  extra: {},
  disputed: false,
  time_created: created,
  time_paid: null,
  time_expired: null,
};

export const subscription = {
  id: 'sub_gold',
  object: 'subscription',
  livemode: false,
  customer_id: 'cus_mei',
  mandate_id: 'mdt_signed',
  reference: 'plan-gold-10042',
  currency: 'CNY',
  amount: 9_900,
  interval_unit: 'month',
  interval_count: 12,
  interval_completed: 3,
  status: 'active',
  description: 'Gold plan',
  email: 'mei.chan@example.com',
  time_trial_end: null,
  time_created: created,
  time_current_period_end: created + 31 * 86_400,
  metadata: { plan: 'gold' },
  extra: {},
  action: null,
  test_clock: null,
};

export const withDetail = <T extends object>(record: T, payments: unknown[] = []) => ({ ...record, payments });

/** Chooses an option of an antd Select found by its label. */
export const choose = async (label: string, option: string | RegExp) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
};

/** The recurring pages on account acct_a in test mode (unless `live`), times in Shanghai. */
export const openRecurring = (path: string, { live = false } = {}) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', live ? '1' : '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/mandates', Component: MandatesPage },
      { path: '/accounts/:accountId/mandates/:id', Component: MandatePage },
      { path: '/accounts/:accountId/subscriptions', Component: SubscriptionsPage },
      { path: '/accounts/:accountId/subscriptions/create', Component: SubscriptionCreatePage },
      { path: '/accounts/:accountId/subscriptions/:id', Component: SubscriptionPage },
    ],
    path,
  );
};
