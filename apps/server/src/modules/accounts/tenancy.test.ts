import { grantOf, hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import type { BuiltInRole } from '@paydeck/contract/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { goodBankAccount } from '../../../test/balance.ts';
import { bearer, body } from '../../../test/identity.ts';
import { createKeys, type TestKeys } from '../../../test/merchant-api.ts';
import { activateAccount, addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { inBoth } from '../../../test/messages.ts';
import { payinFixtures } from '../../../test/payin-fixtures.ts';
import { goodPayee, goodPayer, goodPayoutMethod, insertPayout, payoutFixtures } from '../../../test/payouts.ts';
import { raiseTicket } from '../../../test/tickets.ts';
import { apiKeys } from '../../db/schema/developers.ts';
import { accountMembers, accounts, invitations } from '../../db/schema/merchants.ts';
import { messages } from '../../db/schema/messages.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { accountPaymentMethods } from '../../db/schema/payment-methods.ts';
import { payees, payerIdentityDocuments, payers, payoutMethods, payouts } from '../../db/schema/payouts.ts';
import { bankAccounts, settlements } from '../../db/schema/settlements.ts';
import { insertMessage } from '../messages/messages.repository.ts';

/**
 * Merchant M holds account A; merchant N holds account B, with a team, an invitation, a message,
 * a log, and API keys in both modes. Both accounts are activated, so live mode opens.
 */
let t: TestApp;
let a: TestOwner;
let b: TestOwner;
let bMember: Awaited<ReturnType<typeof addMember>>;
let invitationOfB: string;
let messageOfB: string;
let ticketOfB: Awaited<ReturnType<typeof raiseTicket>>;
let keysOfA: Record<'live' | 'test', TestKeys>;
let keysOfB: Record<'live' | 'test', TestKeys>;
/** B's pay-in objects, in test mode. */
let payinOfB: Record<
  | 'customer'
  | 'payment'
  | 'paid'
  | 'refund'
  | 'dispute'
  | 'file'
  | 'entry'
  | 'event'
  | 'endpoint'
  | 'history'
  | 'bank'
  | 'settlement'
  | 'mandate'
  | 'subscription'
  | 'export',
  string
>;
/** B's payout parties, in test mode; `document` is `{payer}/identity_documents/{file}`. */
let partiesOfB: Record<'payer' | 'document' | 'payee' | 'method' | 'payout', string>;
const callers: { name: string; roles: BuiltInRole[]; token: string; userId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpMerchant(t, 'tenant-a@example.com', 'Tenant A Ltd');
  b = await signUpMerchant(t, 'tenant-b@example.com', 'Tenant B Ltd', 'SG');
  bMember = await addMember(t, b.accountId, ['support'], 'b-support@example.com');
  messageOfB = await insertMessage(t.database.db, {
    accountId: b.accountId,
    title: inBoth('For B only'),
    content: inBoth('B secret'),
  });
  ticketOfB = await raiseTicket(t, b.token);
  const invited = await t.app.inject({
    method: 'POST',
    url: '/v1/invite',
    headers: bearer(b.token),
    payload: { email: 'b-invitee@example.com', role: 'finance' },
  });
  invitationOfB = body<{ id: string }>(invited).data.id;
  for (const owner of [a, b]) await activateAccount(t, owner.accountId);
  keysOfA = { live: await createKeys(t, a.token, true), test: await createKeys(t, a.token, false) };
  keysOfB = { live: await createKeys(t, b.token, true), test: await createKeys(t, b.token, false) };
  const fixtures = payinFixtures(t, b.token);
  payinOfB = {
    customer: await fixtures.customer(0),
    payment: await fixtures.payment(0),
    paid: await fixtures.paidPayment(0),
    refund: await fixtures.pendingRefund(0),
    dispute: await fixtures.dispute(0),
    file: await fixtures.file(),
    entry: await fixtures.entry(0),
    event: await fixtures.event(0),
    endpoint: await fixtures.webhookEndpoint(0),
    history: await fixtures.webhookHistory(0),
    bank: await fixtures.bankAccount(),
    settlement: await fixtures.settlement(1),
    mandate: await fixtures.mandate(0),
    subscription: await fixtures.subscription(0),
    export: body<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: bearer(b.token),
        payload: { livemode: 0, source_type: 'payment', filter: {} },
      }),
    ).data.id,
  };
  const parties = payoutFixtures(t, b.token);
  partiesOfB = {
    payer: await parties.payer(0),
    document: await parties.identityDocument(0),
    payee: await parties.payee(0),
    method: await parties.payoutMethod(0),
    payout: await insertPayout(t, b.accountId, false),
  };
  const admin = await addMember(t, a.accountId, ['administrator']);
  const analyst = await addMember(t, a.accountId, ['analyst']);
  callers.push(
    { name: 'owner of M', roles: ['owner'], token: a.token, userId: a.userId },
    { name: 'administrator of A', roles: ['administrator'], ...admin },
    { name: 'analyst of A', roles: ['analyst'], ...analyst },
  );
});
afterAll(() => t.close());

const secretsOfB = () => [
  'Tenant B',
  'tenant-b@example.com',
  'b-support@example.com',
  'b-invitee@example.com',
  'B secret',
  'For B only',
  b.merchantId,
  // Key, bank account and settlement ids are left out: A's log names the ids A tried, as it does for members.
  ...Object.values(keysOfB).flatMap((keys) => [keys.publishable, keys.secret]),
];

/** Every account route given B's ids: B's account in the path, or B's objects on A's selected-account routes. */
const attempts = () =>
  [
    { method: 'GET', route: '/v1/accounts/:accountId', url: `/v1/accounts/${b.accountId}`, in: 'path' },
    {
      method: 'PUT',
      route: '/v1/accounts/:accountId',
      url: `/v1/accounts/${b.accountId}`,
      payload: { name: 'Taken' },
      in: 'path',
    },
    {
      method: 'GET',
      route: '/v1/accounts/:accountId/permissions',
      url: `/v1/accounts/${b.accountId}/permissions`,
      in: 'path',
    },
    {
      method: 'GET',
      route: '/v1/accounts/:accountId/getting_started',
      url: `/v1/accounts/${b.accountId}/getting_started`,
      in: 'path',
    },
    {
      method: 'GET',
      route: '/v1/accounts/:accountId/operations',
      url: `/v1/accounts/${b.accountId}/operations`,
      in: 'path',
    },
    {
      method: 'POST',
      route: '/v1/select_account',
      url: '/v1/select_account',
      payload: { account_id: b.accountId },
      in: 'path',
    },
    { method: 'GET', route: '/v1/messages/:id', url: `/v1/messages/${messageOfB}`, needs: 'list_messages' },
    {
      method: 'GET',
      route: '/v1/tickets/:id',
      url: `/v1/tickets/${ticketOfB.id}`,
      needs: 'list_tickets',
      code: 'ticket_not_found',
    },
    {
      method: 'POST',
      route: '/v1/tickets/:id/reply',
      url: `/v1/tickets/${ticketOfB.id}/reply`,
      payload: {},
      needs: 'add_ticket',
      code: 'ticket_not_found',
    },
    {
      method: 'GET',
      route: '/v1/tickets/:id/attachments/:file_id',
      url: `/v1/tickets/${ticketOfB.id}/attachments/${ticketOfB.fileId}`,
      needs: 'list_tickets',
      code: 'ticket_not_found',
    },
    {
      method: 'PUT',
      route: '/v1/messages/:id',
      url: `/v1/messages/${messageOfB}`,
      payload: { status: 'read' },
      needs: 'edit_message',
    },
    {
      method: 'PUT',
      route: '/v1/user_roles',
      url: '/v1/user_roles',
      payload: { user_id: bMember.userId, roles: ['administrator'] },
      needs: 'edit_member_roles',
    },
    {
      method: 'PUT',
      route: '/v1/user_roles',
      url: '/v1/user_roles',
      payload: { user_id: b.userId, roles: ['analyst'] },
      needs: 'edit_member_roles',
    },
    {
      method: 'DELETE',
      route: '/v1/remove_member/:id',
      url: `/v1/remove_member/${bMember.userId}`,
      needs: 'delete_member',
    },
    { method: 'DELETE', route: '/v1/remove_member/:id', url: `/v1/remove_member/${b.userId}`, needs: 'delete_member' },
    ...Object.values(keysOfB).flatMap((keys) =>
      [keys.secretId, keys.publishableId].map((id) => ({
        method: 'POST' as const,
        route: '/api/keys/:id/roll',
        url: `/api/keys/${id}/roll`,
        payload: { expires_in: 'now' },
        needs: 'edit_api_key' as const,
      })),
    ),
    ...payinAttempts(),
    ...payoutPartyAttempts(),
    {
      method: 'POST',
      route: '/v1/inviting_send_mail/:id',
      url: `/v1/inviting_send_mail/${invitationOfB}`,
      needs: 'invite_resend_email',
    },
    {
      method: 'DELETE',
      route: '/v1/inviting_users/:id',
      url: `/v1/inviting_users/${invitationOfB}`,
      needs: 'delete_invitation',
    },
  ] as const;

/** Every pay-in route that takes an id, given one of B's. */
const payinAttempts = (): {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  url: string;
  payload?: object;
  needs: PermissionName;
  code?: string;
}[] => [
  { method: 'GET', route: '/api/customers/:id', url: `/api/customers/${payinOfB.customer}`, needs: 'list_customers' },
  {
    method: 'PUT',
    route: '/api/customers/:id',
    url: `/api/customers/${payinOfB.customer}`,
    payload: { company: 'Taken' },
    needs: 'edit_customer',
  },
  {
    method: 'POST',
    route: '/api/payments',
    url: '/api/payments',
    payload: { payment_method: 'fps_hk', amount: 1_000, currency: 'HKD', customer_id: payinOfB.customer },
    needs: 'add_payment',
    code: 'customer_not_found',
  },
  {
    method: 'POST',
    route: '/api/mandates',
    url: '/api/mandates',
    payload: { customer_id: payinOfB.customer, payment_method: 'alipay_hk' },
    needs: 'add_subscription',
    code: 'customer_not_found',
  },
  { method: 'GET', route: '/api/mandates/:id', url: `/api/mandates/${payinOfB.mandate}`, needs: 'list_mandates' },
  {
    method: 'POST',
    route: '/api/mandates/:id/cancel',
    url: `/api/mandates/${payinOfB.mandate}/cancel`,
    payload: {},
    needs: 'cancel_mandate',
  },
  {
    method: 'POST',
    route: '/api/mandates/:id/charge',
    url: `/api/mandates/${payinOfB.mandate}/charge`,
    payload: { amount: 1_000, currency: 'HKD' },
    needs: 'add_payment',
  },
  {
    method: 'POST',
    route: '/api/subscriptions',
    url: '/api/subscriptions',
    payload: {
      customer_id: payinOfB.customer,
      mandate_id: payinOfB.mandate,
      amount: 1_000,
      currency: 'HKD',
      interval_unit: 'month',
      interval_count: 2,
    },
    needs: 'add_subscription',
    code: 'customer_not_found',
  },
  {
    method: 'GET',
    route: '/api/subscriptions/:id',
    url: `/api/subscriptions/${payinOfB.subscription}`,
    needs: 'list_subscriptions',
  },
  {
    method: 'POST',
    route: '/api/subscriptions/:id/cancel',
    url: `/api/subscriptions/${payinOfB.subscription}/cancel`,
    payload: {},
    needs: 'cancel_subscription',
  },
  {
    method: 'POST',
    route: '/api/subscriptions/:id/test_clock/advance',
    url: `/api/subscriptions/${payinOfB.subscription}/test_clock/advance`,
    payload: { frozen_time: Math.floor(Date.now() / 1000) + 3_600 },
    needs: 'add_subscription',
  },
  { method: 'GET', route: '/api/payments/:id', url: `/api/payments/${payinOfB.payment}`, needs: 'list_payments' },
  {
    method: 'POST',
    route: '/api/payments/:id/cancel',
    url: `/api/payments/${payinOfB.payment}/cancel`,
    payload: {},
    needs: 'cancel_payment',
  },
  {
    method: 'POST',
    route: '/api/payments/:id/dispute',
    url: `/api/payments/${payinOfB.paid}/dispute`,
    payload: { reason: 'general' },
    needs: 'edit_dispute',
  },
  {
    method: 'POST',
    route: '/api/refunds',
    url: '/api/refunds',
    payload: { payment_id: payinOfB.paid, amount: 100 },
    needs: 'add_refund',
  },
  { method: 'GET', route: '/api/refunds/:id', url: `/api/refunds/${payinOfB.refund}`, needs: 'list_refunds' },
  {
    method: 'POST',
    route: '/api/refunds/:id/simulate',
    url: `/api/refunds/${payinOfB.refund}/simulate`,
    payload: { outcome: 'refunded' },
    needs: 'add_refund',
  },
  { method: 'GET', route: '/api/disputes/:id', url: `/api/disputes/${payinOfB.dispute}`, needs: 'list_disputes' },
  ...(['accept', 'evidence', 'simulate'] as const).map((action) => ({
    method: 'POST' as const,
    route: `/api/disputes/:id/${action}`,
    url: `/api/disputes/${payinOfB.dispute}/${action}`,
    payload: { text: 'Mine', outcome: 'won' },
    needs: 'edit_dispute' as const,
  })),
  { method: 'GET', route: '/api/files/:id', url: `/api/files/${payinOfB.file}`, needs: 'list_disputes' },
  { method: 'GET', route: '/api/exports/:id', url: `/api/exports/${payinOfB.export}`, needs: 'list_exports' },
  {
    method: 'GET',
    route: '/api/exports/:id/download',
    url: `/api/exports/${payinOfB.export}/download`,
    needs: 'list_exports',
  },
  {
    method: 'GET',
    route: '/api/balance_transactions/:id',
    url: `/api/balance_transactions/${payinOfB.entry}`,
    needs: 'list_balance_transactions',
  },
  { method: 'GET', route: '/api/events/:id', url: `/api/events/${payinOfB.event}`, needs: 'list_webhook_histories' },
  ...(
    [
      ['GET', '', 'list_webhook_endpoints', undefined],
      ['PUT', '', 'edit_webhook_endpoint', { description: 'Mine' }],
      ['DELETE', '', 'delete_webhook_endpoint', undefined],
      ['GET', '/secret', 'edit_webhook_endpoint', undefined],
      ['POST', '/roll_secret', 'edit_webhook_endpoint', { expires_in: '1h' }],
      ['POST', '/test', 'edit_webhook_endpoint', { type: 'payment.created' }],
    ] as const
  ).map(([method, action, needs, payload]) => ({
    method,
    route: `/api/webhook_endpoints/:id${action}`,
    url: `/api/webhook_endpoints/${payinOfB.endpoint}${action}`,
    ...(payload && { payload }),
    needs,
  })),
  {
    method: 'GET',
    route: '/api/webhook_histories/:id',
    url: `/api/webhook_histories/${payinOfB.history}`,
    needs: 'list_webhook_histories',
  },
  {
    method: 'POST',
    route: '/api/webhook_histories/:id/resend',
    url: `/api/webhook_histories/${payinOfB.history}/resend`,
    payload: {},
    needs: 'edit_webhook_endpoint',
  },
  {
    method: 'GET',
    route: '/api/settlements/:id',
    url: `/api/settlements/${payinOfB.settlement}`,
    needs: 'list_settlements',
  },
  {
    method: 'POST',
    route: '/api/settlements/:id/simulate',
    url: `/api/settlements/${payinOfB.settlement}/simulate`,
    payload: { outcome: 'canceled' },
    needs: 'add_settlement',
  },
  {
    method: 'POST',
    route: '/api/settlements',
    url: '/api/settlements',
    // USD is A's settlement currency: the withdrawal gets as far as looking B's bank account up.
    payload: { currency: 'USD', amount: 100, bank_account_id: payinOfB.bank, description: 'Taken' },
    needs: 'add_settlement',
    code: 'bank_account_not_found',
  },
  ...(
    [
      ['PUT', '', 'edit_bank_account', goodBankAccount({ beneficiary_name: 'TENANT A LTD' })],
      ['POST', '/default', 'edit_bank_account', undefined],
      ['DELETE', '', 'delete_bank_account', undefined],
    ] as const
  ).map(([method, action, needs, payload]) => ({
    method,
    route: `/v1/bank_accounts/:id${action}`,
    url: `/v1/bank_accounts/${payinOfB.bank}${action}`,
    ...(payload && { payload }),
    needs,
  })),
];

/** Every payer, payee and payout method route that takes an id, given one of B's. */
const payoutPartyAttempts = (): ReturnType<typeof payinAttempts> => [
  { method: 'GET', route: '/api/payers/:id', url: `/api/payers/${partiesOfB.payer}`, needs: 'list_payers' },
  {
    method: 'PUT',
    route: '/api/payers/:id',
    url: `/api/payers/${partiesOfB.payer}`,
    payload: goodPayer({ first_name: 'Taken' }),
    needs: 'edit_payer',
  },
  {
    method: 'POST',
    route: '/api/payers/:id/identity_documents',
    url: `/api/payers/${partiesOfB.payer}/identity_documents`,
    payload: {},
    needs: 'edit_payer',
  },
  {
    method: 'GET',
    route: '/api/payers/:id/identity_documents/:file_id',
    url: `/api/payers/${partiesOfB.document}`,
    needs: 'list_payers',
  },
  {
    method: 'DELETE',
    route: '/api/payers/:id/identity_documents/:file_id',
    url: `/api/payers/${partiesOfB.document}`,
    needs: 'edit_payer',
  },
  { method: 'GET', route: '/api/payees/:id', url: `/api/payees/${partiesOfB.payee}`, needs: 'list_payees' },
  {
    method: 'PUT',
    route: '/api/payees/:id',
    url: `/api/payees/${partiesOfB.payee}`,
    payload: goodPayee({ first_name: 'Taken' }),
    needs: 'edit_payee',
  },
  {
    method: 'POST',
    route: '/api/payout_methods',
    url: '/api/payout_methods',
    payload: goodPayoutMethod(partiesOfB.payee),
    needs: 'add_payout_method',
    code: 'payee_not_found',
  },
  {
    method: 'GET',
    route: '/api/payout_methods/:id',
    url: `/api/payout_methods/${partiesOfB.method}`,
    needs: 'list_payout_methods',
  },
  {
    method: 'DELETE',
    route: '/api/payout_methods/:id',
    url: `/api/payout_methods/${partiesOfB.method}`,
    needs: 'delete_payout_method',
  },
  ...payoutAttempts(),
];

/** Every payout route that names one of B's objects: a payout, or its parties and method. */
const payoutAttempts = (): ReturnType<typeof payinAttempts> => [
  {
    method: 'POST',
    route: '/api/payouts',
    url: '/api/payouts',
    payload: {
      payer_id: partiesOfB.payer,
      payee_id: partiesOfB.payee,
      payout_method_id: partiesOfB.method,
      currency: 'USD',
      amount: 1_000,
      purpose: 'salary',
    },
    needs: 'add_payout',
    code: 'payer_not_found',
  },
  {
    method: 'GET',
    route: '/api/payouts/quote',
    url: `/api/payouts/quote?payout_method_id=${partiesOfB.method}&currency=USD&amount=1000`,
    needs: 'add_payout',
    code: 'payout_method_not_found',
  },
  { method: 'GET', route: '/api/payouts/:id', url: `/api/payouts/${partiesOfB.payout}`, needs: 'list_payouts' },
  ...(['cancel', 'verification_code', 'simulate'] as const).map((action) => ({
    method: 'POST' as const,
    route: `/api/payouts/:id/${action}`,
    url: `/api/payouts/${partiesOfB.payout}/${action}`,
    payload: action === 'simulate' ? { outcome: 'succeeded' } : {},
    needs:
      action === 'cancel'
        ? ('cancel_payout' as const)
        : action === 'simulate'
          ? ('add_payout' as const)
          : ('verify_payout' as const),
  })),
  {
    method: 'POST',
    route: '/api/payouts/:id/verify',
    url: `/api/payouts/${partiesOfB.payout}/verify`,
    payload: { code: '000000' },
    needs: 'verify_payout',
  },
];

/** Routes that take no id at all: they can only show A's data, and must show none of B's. */
/** A calendar date (UTC) some days from today. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const lists = () => [
  '/v1/members',
  '/v1/inviting_users',
  '/v1/messages',
  '/v1/tickets',
  '/v1/roles',
  '/v1/account_settlement_currencies',
  '/v1/bank_accounts',
  `/v1/accounts/${a.accountId}/operations`,
  '/v1/operations',
  `/v1/operations?account_id=${b.accountId}`,
  '/v1/current_user',
  '/v1/current_user_accounts',
  '/v1/merchants',
  '/api/keys?livemode=1',
  '/api/keys?livemode=0',
  '/api/payment_methods?livemode=1',
  '/api/payment_methods?livemode=0',
  ...[
    'customers',
    'payments',
    'refunds',
    'disputes',
    'balance_transactions',
    'balances',
    'settlements',
    'events',
    'webhook_endpoints',
    'payers',
    'payees',
    'payout_methods',
    'payouts',
    'mandates',
    'subscriptions',
    'exports',
  ].flatMap((list) => [`/api/${list}?livemode=1`, `/api/${list}?livemode=0`]),
  // Figures, not rows: B's money would show as amounts, which secretsOfB can't name (statistics.routes.test.ts).
  ...[1, 0].map((mode) => `/api/statistics?livemode=${mode}&from=${daysFromToday(-30)}&to=${daysFromToday(1)}`),
  // B's endpoint as a filter narrows A's own histories: nothing of B's comes back.
  `/api/webhook_histories?livemode=1&endpoint_id=${payinOfB.endpoint}`,
  `/api/webhook_histories?livemode=0&endpoint_id=${payinOfB.endpoint}`,
];
// Routes that take no id of anything: they act on the caller's selected account (or its merchant)
// only. Payment methods are named by catalogue id, the same for every account.
const noForeignIds = [
  'POST /v1/invite',
  'POST /v1/accounts',
  'POST /api/keys',
  'GET /api/payment_methods/:method',
  'PUT /api/payment_methods/:method',
  'POST /api/customers',
  // An upload names no object; the file it makes is the caller's own.
  'POST /api/files',
  'POST /api/webhook_endpoints',
  // A replay's endpoint filter only narrows the caller's own histories, as the list's does.
  'POST /api/webhook_histories/replay',
  // An export's filter narrows the caller's own list, as the list's query does.
  'POST /api/exports',
  'POST /v1/bank_accounts',
  'POST /api/payers',
  'POST /api/payees',
  // Marks the caller's own account's messages; B's stay unread (messages.routes.test.ts).
  'POST /v1/messages/read_all',
  // A ticket's source must be a record of the caller's account (tickets.routes.test.ts).
  'POST /v1/tickets',
];

/** Each record type answers its own not-found (spec §8); account routes the generic one. */
const notFoundCodeOf = (route: string) => {
  const codes: [string, string][] = [
    ['/api/customers', 'customer_not_found'],
    ['/api/payments', 'payment_not_found'],
    ['/api/refunds/', 'refund_not_found'],
    ['/api/refunds', 'payment_not_found'],
    ['/api/disputes', 'dispute_not_found'],
    ['/api/files', 'file_not_found'],
    ['/api/balance_transactions', 'balance_transaction_not_found'],
    ['/api/events', 'event_not_found'],
    ['/api/webhook_endpoints', 'webhook_endpoint_not_found'],
    ['/api/webhook_histories', 'webhook_history_not_found'],
    ['/api/settlements', 'settlement_not_found'],
    ['/v1/bank_accounts', 'bank_account_not_found'],
    ['/api/payers', 'payer_not_found'],
    ['/api/payees', 'payee_not_found'],
    ['/api/payout_methods', 'payout_method_not_found'],
    ['/api/payouts', 'payout_not_found'],
    ['/api/mandates', 'mandate_not_found'],
    ['/api/subscriptions', 'subscription_not_found'],
    ['/api/exports', 'export_not_found'],
  ];
  return codes.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 'not_found';
};

describe("tenant isolation: a user of merchant M never reaches merchant N's account B", () => {
  it('tries every account route, so a new route without an attempt here fails', () => {
    const covered = new Set([
      ...attempts().map((x) => `${x.method} ${x.route}`),
      ...lists().map((url) => `GET ${url.split('?')[0]?.replace(a.accountId, ':accountId')}`),
      ...noForeignIds,
    ]);
    const routes = t.app.accountRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  it("answers 404 to B's ids in both modes (403 first where the caller lacks the permission in A), revealing nothing", async () => {
    let successes = 0;
    for (const caller of callers) {
      for (const attempt of attempts()) {
        for (const livemode of ['1', '0']) {
          const res = await t.app.inject({
            method: attempt.method,
            url: `${attempt.url}${attempt.url.includes('?') ? '&' : '?'}livemode=${livemode}`,
            headers: { ...bearer(caller.token), 'accept-language': 'en-US' },
            ...('payload' in attempt ? { payload: attempt.payload } : {}),
          });
          const deniedInA = 'needs' in attempt && !hasPermission(grantOf(caller.roles, false), attempt.needs);
          const label = `${caller.name}: ${attempt.method} ${attempt.url} livemode=${livemode}`;
          expect(res.statusCode, label).toBe(deniedInA ? 403 : 404);
          const notFound = 'code' in attempt ? attempt.code : notFoundCodeOf(attempt.route);
          expect(body(res).error.code, label).toBe(deniedInA ? 'forbidden' : notFound);
          if (res.statusCode < 400) successes += 1;
          for (const secret of secretsOfB()) expect(res.body, label).not.toContain(secret);
        }
      }
    }
    expect(successes).toBe(0);
  });

  it("keeps A's keys and payment method choices to A, in each mode", async () => {
    const disable = await t.app.inject({
      method: 'PUT',
      url: '/api/payment_methods/oxxo_mx',
      headers: bearer(a.token),
      payload: { livemode: 0, status: 'disable' },
    });
    expect(disable.statusCode).toBe(200);
    const statusWith = async (key: string) =>
      body<{ status: string }>(
        await t.app.inject({ method: 'GET', url: '/api/payment_methods/oxxo_mx', headers: bearer(key) }),
      ).data.status;
    expect(await statusWith(keysOfA.test.secret)).toBe('disable');
    expect(await statusWith(keysOfA.live.secret)).toBe('enable');
    expect(await statusWith(keysOfB.test.secret)).toBe('enable');
    const choicesOfB = await t.database.db
      .select()
      .from(accountPaymentMethods)
      .where(eq(accountPaymentMethods.accountId, b.accountId));
    expect(choicesOfB).toEqual([]);
    // A's keys list A's methods, never B's keys or data.
    for (const key of [keysOfA.test.secret, keysOfA.live.publishable]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment_methods?per_page=100', headers: bearer(key) });
      expect(res.statusCode).toBe(200);
      for (const secret of secretsOfB()) expect(res.body).not.toContain(secret);
    }
  });

  it("shows none of B's data on any list, and B's objects are untouched", async () => {
    for (const caller of callers) {
      for (const url of lists()) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(caller.token) });
        expect([200, 403], `${caller.name}: ${url}`).toContain(res.statusCode);
        for (const secret of secretsOfB()) expect(res.body, `${caller.name}: ${url}`).not.toContain(secret);
      }
    }
    const db = t.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, b.accountId));
    expect(account?.name).toBe('Tenant B Ltd');
    const team = await db.select().from(accountMembers).where(eq(accountMembers.accountId, b.accountId));
    expect(team.map((m) => m.roles).sort()).toEqual([['owner'], ['support']]);
    const [invitation] = await db.select().from(invitations).where(eq(invitations.id, invitationOfB));
    expect(invitation?.status).toBe('inviting');
    const [message] = await db.select().from(messages).where(eq(messages.id, messageOfB));
    expect(message?.status).toBe('unread');
    const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, payinOfB.bank));
    expect(bank).toMatchObject({ accountId: b.accountId, isDefault: true, comment: null });
    const [settlement] = await db.select().from(settlements).where(eq(settlements.id, payinOfB.settlement));
    expect(settlement?.status).toBe('pending');
    const [payerOfB] = await db.select().from(payers).where(eq(payers.id, partiesOfB.payer));
    expect(payerOfB).toMatchObject({ accountId: b.accountId, firstName: 'Wei' });
    const [payerWithDocument] = partiesOfB.document.split('/');
    const documentsOfB = await db
      .select()
      .from(payerIdentityDocuments)
      .where(eq(payerIdentityDocuments.payerId, payerWithDocument ?? ''));
    expect(documentsOfB).toHaveLength(1);
    const [payeeOfB] = await db.select().from(payees).where(eq(payees.id, partiesOfB.payee));
    expect(payeeOfB?.firstName).toBe('Fang');
    const methodsOfB = await db.select().from(payoutMethods).where(eq(payoutMethods.accountId, b.accountId));
    expect(methodsOfB.map((row) => row.id)).toContain(partiesOfB.method);
    expect(methodsOfB.every((row) => row.timeDeleted === null)).toBe(true);
    const [payoutOfB] = await db.select().from(payouts).where(eq(payouts.id, partiesOfB.payout));
    expect(payoutOfB?.status).toBe('pending');
    const currentKeysOfB = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, b.accountId), isNull(apiKeys.timeRolled)));
    expect(currentKeysOfB).toHaveLength(4);
    // A's refused attempts are in A's log; B's log holds only B's own invitation, key pairs, and
    // the fixtures' two endpoints, test send, two bank accounts, two payers and a payer's document,
    // and the ticket it raised.
    const logOfB = await db.select().from(operationLogs).where(eq(operationLogs.accountId, b.accountId));
    expect(logOfB.map((row) => [row.operatorUserId, row.sourceType, row.action]).sort()).toEqual([
      [b.userId, 'apiKey', 'created'],
      [b.userId, 'apiKey', 'created'],
      [b.userId, 'bankAccount', 'created'],
      [b.userId, 'bankAccount', 'created'],
      [b.userId, 'member', 'invited'],
      [b.userId, 'payer', 'created'],
      [b.userId, 'payer', 'created'],
      [b.userId, 'payer', 'updated'],
      [b.userId, 'ticket', 'created'],
      [b.userId, 'webhook', 'created'],
      [b.userId, 'webhook', 'created'],
      [b.userId, 'webhook', 'sent'],
    ]);
    for (const caller of callers) {
      const me = body<{ selected_account_id: string }>(
        await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(caller.token) }),
      ).data;
      expect(me.selected_account_id).toBe(a.accountId);
    }
  });
});
