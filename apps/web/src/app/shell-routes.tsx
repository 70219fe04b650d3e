import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import type { RouteHandle, RouteTitle } from './shell/route-handle.ts';

// Screens that later issues build share one honest placeholder page (one chunk for all of them).
const placeholder = lazyPage(() => import('../features/placeholder/pages/placeholder.page.tsx'));

type Lazy = RouteObject['lazy'];

/** A bare path renders nothing: the shell's loader redirects it before it shows. */
const Bare = () => null;

/** One screen: its title, its rules, its page (the placeholder until its issue builds it). */
const screen = (path: string, title: RouteTitle, handle: RouteHandle = {}, lazy: Lazy = placeholder): RouteObject => ({
  path,
  handle: { title, ...handle },
  lazy,
});

/**
 * A list and its `/:id` detail (plus other screens about one object, such as a create form), each
 * the placeholder until its page is given.
 */
const listWithDetail = (
  path: string,
  title: RouteTitle,
  detailTitle: RouteTitle,
  handle: RouteHandle = {},
  more: RouteObject[] = [],
  pages: { list?: Lazy; detail?: Lazy } = {},
): RouteObject => ({
  path,
  handle: { title, ...handle },
  children: [
    { index: true, lazy: pages.list ?? placeholder },
    ...more,
    {
      path: ':id',
      handle: { title: detailTitle, detail: true } satisfies RouteHandle,
      lazy: pages.detail ?? placeholder,
    },
  ],
});

/** A menu group whose bare path redirects to a child (spec §2: transaction → payments …). */
const group = (path: string, title: RouteTitle, handle: RouteHandle, bare: string, children: RouteObject[]) => ({
  path,
  handle: { title, ...handle },
  children: [{ index: true, handle: { bare } satisfies RouteHandle, Component: Bare }, ...children],
});

/**
 * Account pages (spec §2, under /accounts/{accountId}). Paths the spec leaves open:
 * payout methods are `payouts/payout_methods[/:id]`, the test payment screen and its result
 * `paymentMethods/test_payment[/:id]`. Access checks are spec §6's named checks.
 */
const accountPages: RouteObject[] = [
  // The landing: the home once getting started is done, getting started until then.
  { index: true, lazy: lazyPage(() => import('./pages/account-landing.page.tsx')) },
  screen(
    'home',
    'home',
    { menu: 'home' },
    lazyPage(() => import('../features/home/pages/home.page.tsx'), ['home']),
  ),
  screen(
    'getting-started',
    'gettingStarted',
    { menu: 'gettingStarted' },
    lazyPage(() => import('../features/getting-started/pages/getting-started.page.tsx'), ['gettingStarted']),
  ),
  screen(
    'statistics',
    'statistics',
    { menu: 'statistics' },
    lazyPage(() => import('../features/statistics/pages/statistics.page.tsx'), ['statistics', 'paymentMethods']),
  ),
  group('transaction', 'transaction', { access: 'transaction', business: 'payin', menu: 'transaction' }, 'payments', [
    listWithDetail('payments', 'payments', 'paymentDetail', { access: 'payment', menu: true }, [], {
      list: lazyPage(() => import('../features/payments/pages/payments.page.tsx'), ['payments', 'paymentMethods']),
      detail: lazyPage(() => import('../features/payments/pages/payment.page.tsx'), ['payments', 'paymentMethods']),
    }),
    listWithDetail('refunds', 'refunds', 'refundDetail', { access: 'refund', menu: true }, [], {
      list: lazyPage(() => import('../features/refunds/pages/refunds.page.tsx'), ['refunds']),
      detail: lazyPage(() => import('../features/refunds/pages/refund.page.tsx'), ['refunds', 'paymentMethods']),
    }),
    listWithDetail('disputes', 'disputes', 'disputeDetail', { access: 'dispute', menu: true }, [], {
      list: lazyPage(() => import('../features/disputes/pages/disputes.page.tsx'), ['disputes']),
      detail: lazyPage(() => import('../features/disputes/pages/dispute.page.tsx'), ['disputes', 'paymentMethods']),
    }),
  ]),
  group('balance', 'balance', { access: 'balance', menu: 'balance' }, 'transactions', [
    listWithDetail(
      'transactions',
      'balanceTransactions',
      'balanceTransactionDetail',
      { access: 'balanceTransaction', menu: true },
      [],
      {
        list: lazyPage(() => import('../features/balance/pages/balance-transactions.page.tsx'), ['balance']),
        detail: lazyPage(
          () => import('../features/balance/pages/balance-transaction.page.tsx'),
          ['balance', 'paymentMethods'],
        ),
      },
    ),
    listWithDetail('settlements', 'settlements', 'settlementDetail', { access: 'settlement', menu: true }, [], {
      list: lazyPage(() => import('../features/balance/pages/settlements.page.tsx'), ['balance']),
      detail: lazyPage(() => import('../features/balance/pages/settlement.page.tsx'), ['balance']),
    }),
  ]),
  listWithDetail(
    'customers',
    'customers',
    'customerDetail',
    { access: 'customer', business: 'payin', menu: 'customers' },
    [
      screen(
        'create',
        'customerCreate',
        { detail: true },
        lazyPage(() => import('../features/customers/pages/customer-create.page.tsx'), ['customers']),
      ),
    ],
    {
      list: lazyPage(() => import('../features/customers/pages/customers.page.tsx'), ['customers']),
      detail: lazyPage(() => import('../features/customers/pages/customer.page.tsx'), ['customers', 'paymentMethods']),
    },
  ),
  listWithDetail(
    'mandates',
    'mandates',
    'mandateDetail',
    { access: 'mandate', business: 'payin', menu: 'mandates' },
    [],
    {
      list: lazyPage(() => import('../features/recurring/pages/mandates.page.tsx'), ['recurring', 'paymentMethods']),
      detail: lazyPage(() => import('../features/recurring/pages/mandate.page.tsx'), ['recurring', 'paymentMethods']),
    },
  ),
  listWithDetail(
    'subscriptions',
    'subscriptions',
    'subscriptionDetail',
    { access: 'subscription', business: 'payin', menu: 'subscriptions' },
    [
      screen(
        'create',
        'subscriptionCreate',
        { detail: true },
        lazyPage(
          () => import('../features/recurring/pages/subscription-create.page.tsx'),
          ['recurring', 'paymentMethods'],
        ),
      ),
    ],
    {
      list: lazyPage(() => import('../features/recurring/pages/subscriptions.page.tsx'), ['recurring']),
      detail: lazyPage(() => import('../features/recurring/pages/subscription.page.tsx'), ['recurring']),
    },
  ),
  group('payouts', 'payoutManage', { access: 'payoutManage', business: 'payout', menu: 'payouts' }, 'payers', [
    listWithDetail(
      'payers',
      'payers',
      'payerDetail',
      { access: 'payer', menu: true },
      [
        screen(
          'create',
          'payerCreate',
          { detail: true },
          lazyPage(() => import('../features/payouts/pages/payer-create.page.tsx'), ['payouts']),
        ),
      ],
      {
        list: lazyPage(() => import('../features/payouts/pages/payers.page.tsx'), ['payouts']),
        detail: lazyPage(() => import('../features/payouts/pages/payer.page.tsx'), ['payouts']),
      },
    ),
    listWithDetail(
      'payees',
      'payees',
      'payeeDetail',
      { access: 'payee', menu: true },
      [
        screen(
          'create',
          'payeeCreate',
          { detail: true },
          lazyPage(() => import('../features/payouts/pages/payee-create.page.tsx'), ['payouts']),
        ),
      ],
      {
        list: lazyPage(() => import('../features/payouts/pages/payees.page.tsx'), ['payouts']),
        detail: lazyPage(() => import('../features/payouts/pages/payee.page.tsx'), ['payouts']),
      },
    ),
    listWithDetail(
      'payouts',
      'payouts',
      'payoutDetail',
      { access: 'payout', menu: true },
      [
        screen(
          'create',
          'payoutCreate',
          { detail: true },
          lazyPage(() => import('../features/payouts/pages/payout-create.page.tsx'), ['payouts']),
        ),
      ],
      {
        list: lazyPage(() => import('../features/payouts/pages/payouts.page.tsx'), ['payouts']),
        detail: lazyPage(() => import('../features/payouts/pages/payout.page.tsx'), ['payouts']),
      },
    ),
    listWithDetail(
      'payout_methods',
      'payoutMethods',
      'payoutMethodDetail',
      { access: 'payout_method', menu: true },
      [],
      {
        list: lazyPage(() => import('../features/payouts/pages/payout-methods.page.tsx'), ['payouts']),
        detail: lazyPage(() => import('../features/payouts/pages/payout-method.page.tsx'), ['payouts']),
      },
    ),
    screen(
      ':id/verify',
      'payoutVerify',
      { access: 'verify', detail: true },
      lazyPage(() => import('../features/payouts/pages/payout-verify.page.tsx'), ['payouts']),
    ),
  ]),
  {
    path: 'team',
    handle: { title: 'team', menu: 'team' } satisfies RouteHandle,
    children: [
      // The member list (tabs members and invites, `?tab=`); the roles page is reached from it.
      {
        index: true,
        handle: { access: 'members' } satisfies RouteHandle,
        lazy: lazyPage(() => import('../features/team/pages/team.page.tsx'), ['team']),
      },
      screen(
        'roles',
        'roles',
        { access: 'roles' },
        lazyPage(() => import('../features/team/pages/roles.page.tsx'), ['team']),
      ),
    ],
  },
  group('developers', 'developers', { access: 'developer', menu: 'developers' }, 'api_keys', [
    screen(
      'api_keys',
      'apiKeys',
      { access: 'api_keys', menu: true },
      lazyPage(() => import('../features/developers/pages/api-keys.page.tsx'), ['developers']),
    ),
    listWithDetail('webhooks', 'webhooks', 'webhookDetail', { access: 'webhook_endpoint', menu: true }, [], {
      list: lazyPage(() => import('../features/webhooks/pages/webhooks.page.tsx'), ['webhooks']),
      detail: lazyPage(() => import('../features/webhooks/pages/webhook.page.tsx'), ['webhooks']),
    }),
    listWithDetail(
      'webhook_histories',
      'webhookHistories',
      'webhookHistoryDetail',
      { access: 'webhook_endpoint', menu: true },
      [],
      {
        list: lazyPage(() => import('../features/webhooks/pages/webhook-histories.page.tsx'), ['webhooks']),
        detail: lazyPage(() => import('../features/webhooks/pages/webhook-history.page.tsx'), ['webhooks']),
      },
    ),
  ]),
  listWithDetail(
    'paymentMethods',
    'paymentMethods',
    'paymentMethodDetail',
    { access: 'payment_method', menu: 'paymentMethods' },
    [
      listWithDetail('test_payment', 'testPayment', 'testPaymentDetail', { access: 'payment', business: 'payin' }, [], {
        list: lazyPage(
          () => import('../features/test-payment/pages/test-payment.page.tsx'),
          ['checkout', 'paymentMethods'],
        ),
        detail: lazyPage(
          () => import('../features/test-payment/pages/test-payment-result.page.tsx'),
          ['checkout', 'paymentMethods'],
        ),
      }),
    ],
    {
      list: lazyPage(
        () => import('../features/payment-methods/pages/payment-methods.page.tsx'),
        ['paymentMethods', 'checkout'],
      ),
      detail: lazyPage(() => import('../features/payment-methods/pages/payment-method.page.tsx'), ['paymentMethods']),
    },
  ),
  group('setting', 'setting', { access: 'setting', menu: 'setting' }, 'account', [
    screen(
      'account',
      'accountSetting',
      { access: 'account', menu: true },
      lazyPage(() => import('../features/account-settings/pages/account-setting.page.tsx')),
    ),
    screen(
      'withdrawal',
      'withdrawal',
      { access: 'withdrawal', menu: true },
      lazyPage(() => import('../features/balance/pages/withdrawal-setting.page.tsx'), ['bankAccounts']),
    ),
  ]),
  listWithDetail('messages', 'messages', 'messageDetail', { access: 'messages', menu: 'messages' }, [], {
    list: lazyPage(() => import('../features/messages/pages/messages.page.tsx'), ['messages']),
    detail: lazyPage(() => import('../features/messages/pages/message.page.tsx'), ['messages']),
  }),
];

/**
 * Every signed-in route (spec §2), in side-menu order. The shell's loader checks each matched
 * route's handle (access check, business, owner) and the menu is derived from the same table.
 */
export const shellRoutes: RouteObject[] = [
  screen(
    'profile',
    'profile',
    { area: 'personal', menu: 'profile' },
    lazyPage(() => import('./pages/profile.page.tsx'), ['profile', 'merchant', 'operations']),
  ),
  {
    path: 'tickets',
    handle: { title: 'tickets', area: 'personal', access: 'tickets', menu: 'tickets' } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/tickets/pages/tickets.page.tsx'), ['tickets']) },
      screen(
        'create',
        'ticketCreate',
        { detail: true },
        lazyPage(() => import('../features/tickets/pages/ticket-create.page.tsx'), ['tickets']),
      ),
      screen(
        ':id',
        'ticketDetail',
        { detail: true },
        lazyPage(() => import('../features/tickets/pages/ticket.page.tsx'), ['tickets']),
      ),
    ],
  },
  screen(
    'operations',
    'operations',
    { area: 'personal', access: 'activity_logs', menu: 'operations' },
    lazyPage(() => import('../features/operations/pages/operations.page.tsx'), ['operations']),
  ),
  screen(
    'exports',
    'exports',
    { area: 'personal', access: 'exports', menu: 'exports' },
    lazyPage(() => import('../features/exports/pages/exports.page.tsx'), ['exports', 'paymentMethods', 'balance']),
  ),
  screen(
    'settings',
    'settings',
    { area: 'personal', menu: 'settings' },
    lazyPage(() => import('../features/settings/pages/settings.page.tsx'), ['settings']),
  ),
  screen(
    'merchant',
    'merchant',
    { area: 'merchant', ownerOnly: true, menu: 'merchant' },
    lazyPage(() => import('../features/merchant/pages/merchant.page.tsx'), ['merchant']),
  ),
  {
    path: 'accounts',
    handle: { area: 'account' } satisfies RouteHandle,
    children: [
      { index: true, handle: { bare: ':accountId' } satisfies RouteHandle, Component: Bare },
      { path: ':accountId', children: accountPages },
    ],
  },
];
