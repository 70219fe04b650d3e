/**
 * Spec §2's account pages that other pages link to, by name (the route table is app/shell-routes.tsx;
 * the home page is `homePath` in session.ts).
 */
const accountPages = {
  home: 'home',
  statistics: 'statistics',
  payments: 'transaction/payments',
  refunds: 'transaction/refunds',
  disputes: 'transaction/disputes',
  balanceTransactions: 'balance/transactions',
  settlements: 'balance/settlements',
  customers: 'customers',
  mandates: 'mandates',
  subscriptions: 'subscriptions',
  payers: 'payouts/payers',
  payees: 'payouts/payees',
  payouts: 'payouts/payouts',
  payoutMethods: 'payouts/payout_methods',
  paymentMethods: 'paymentMethods',
  testPayment: 'paymentMethods/test_payment',
  team: 'team',
  apiKeys: 'developers/api_keys',
  webhooks: 'developers/webhooks',
  webhookHistories: 'developers/webhook_histories',
  accountSetting: 'setting/account',
  withdrawalSetting: 'setting/withdrawal',
  messages: 'messages',
} as const;

export type AccountPage = keyof typeof accountPages;

/**
 * An in-app path under an account, `/accounts/{accountId}[/{page}[/{id}]]`, with the ids encoded
 * here once: features link to each other's pages without importing each other.
 */
export const accountPath = (accountId: string, page?: AccountPage, id?: string) => {
  const root = `/accounts/${encodeURIComponent(accountId)}`;
  if (!page) return root;
  return id === undefined ? `${root}/${accountPages[page]}` : `${root}/${accountPages[page]}/${encodeURIComponent(id)}`;
};

/** The query parameter that opens a list page's add form (`?add=1`), so another page can link to the form. */
export const addFormParam = 'add';

/** The webhooks page with its "Add endpoint" form open (the getting-started step links here). */
export const addWebhookEndpointPath = (accountId: string) => `${accountPath(accountId, 'webhooks')}?${addFormParam}=1`;

/** The balance transactions of one payment, refund, dispute or settlement (the list filtered by its id). */
export const balanceTransactionsOfPath = (accountId: string, sourceId: string) =>
  `${accountPath(accountId, 'balanceTransactions')}?sourceId=${encodeURIComponent(sourceId)}&range=all`;

/** A waiting payout's verification page (`payouts/{id}/verify`, beside the payout lists). */
export const payoutVerifyPath = (accountId: string, payoutId: string) =>
  `${accountPath(accountId)}/payouts/${encodeURIComponent(payoutId)}/verify`;

/** The ticket form about one record ("Get help with this" on a payment, refund, dispute, payout or settlement). */
export const ticketAboutPath = (sourceType: string, sourceId: string) =>
  `/tickets/create?${new URLSearchParams({ source_type: sourceType, source_id: sourceId })}`;
