import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type Area, queryKeys } from './query-keys.ts';

/**
 * What a change makes stale, by name: a mutation says what happened, not which of other features'
 * caches to drop (features don't import each other's keys).
 */
export const effects = {
  /** A refund or dispute moved money: the payment's remainder and sections, both lists, the balance, the customer's payments. */
  moneyMoved: ['payments', 'refunds', 'disputes', 'balances', 'balanceTransactions', 'customers'],
  /** A withdrawal took its amount and fee from the balance: a new settlement and its entries. */
  withdrawn: ['balances', 'balanceTransactions', 'settlements'],
  /** A bank account was added, changed, made the default or deleted. */
  bankAccountsChanged: ['bankAccounts'],
  /** A payment was made, canceled or settled by its payer; a paid test payment ticks a getting-started step. */
  paymentChanged: ['payments', 'customers', 'gettingStarted'],
  customerChanged: ['customers'],
  /** A mandate was created or canceled (canceling also ends the subscriptions that charge it): the customer lists its mandates. */
  mandateChanged: ['mandates', 'subscriptions', 'customers'],
  /**
   * A subscription was created, canceled or billed (a test clock moved): a charge may have been
   * made under its mandate, to the customer.
   */
  subscriptionChanged: ['subscriptions', 'mandates', 'payments', 'customers'],
  paymentMethodChanged: ['paymentMethods'],
  /** A list was exported: the exports page lists the new file. */
  exportCreated: ['exports'],
  /** A ticket was raised or replied to. */
  ticketChanged: ['tickets'],
  /** A message, or all of them, was read: the list and the bell. */
  messagesRead: ['messages', 'unreadMessages'],
  apiKeysChanged: ['apiKeys'],
  /** An endpoint was added, changed or deleted; the first one ticks a getting-started step. */
  webhookEndpointsChanged: ['webhookEndpoints', 'gettingStarted'],
  /** An endpoint went, and its histories with it. */
  webhookEndpointDeleted: ['webhookEndpoints', 'webhookHistories', 'gettingStarted'],
  /** A test event, resend or replay queued deliveries: their attempts join the histories. */
  webhooksSent: ['webhookHistories'],
  /** A payer was added or changed, or its identity documents were. */
  payerChanged: ['payers'],
  /** A payee was added or changed: its name shows on its payout methods too. */
  payeeChanged: ['payees', 'payoutMethods'],
  payoutMethodsChanged: ['payoutMethods'],
  /**
   * A payout was made, canceled, verified or answered: its lists, the payer's remittance, and the
   * balance it is paid from.
   */
  payoutChanged: ['payouts', 'payers', 'balances', 'balanceTransactions'],
  membersChanged: ['members'],
  invitationsChanged: ['invitations'],
} as const satisfies Record<string, readonly Area[]>;

export type Effect = keyof typeof effects;

/**
 * Marks an account's caches the effect touches stale, in both modes (the test payment screen
 * writes in test mode whatever the switch says); those on screen refetch, and the promise waits
 * for them.
 */
export const invalidate = (queryClient: QueryClient, effect: Effect, accountId: string) =>
  Promise.all(
    effects[effect].map((area) => queryClient.invalidateQueries({ queryKey: queryKeys.area(area, accountId) })),
  );

/** The effect as a mutation's `onSuccess` (or `onSettled`). */
export const useInvalidate = (effect: Effect, accountId: string) => {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, effect, accountId);
};
