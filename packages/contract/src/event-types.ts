import type { DisputeStatus, PaymentStatus, RefundStatus } from './payin-types.ts';
import type { PayoutStatus } from './payout-rules.ts';
import type { MandateStatus, SubscriptionStatus } from './recurring-rules.ts';
import type { SettlementStatus } from './settlements.ts';

/**
 * Domain event types, without zod (the web can list them for webhook endpoints). Spec §3's webhook
 * event names where it has one (payment.succeeded, payment.failed, refund.succeeded); our own for
 * the rest. Each status an object can reach maps to exactly one type, so each status move (and
 * each creation, for the status an object starts in) records exactly one event of that type.
 */
export const eventTypes = [
  'payment.created',
  'payment.pending',
  'payment.succeeded',
  'payment.under_paid',
  'payment.over_paid',
  'payment.failed',
  'payment.canceled',
  'payment.expired',
  'refund.created',
  'refund.succeeded',
  'refund.failed',
  'dispute.created',
  'dispute.updated',
  'dispute.closed',
  'settlement.created',
  'settlement.paid',
  'settlement.canceled',
  'settlement.failed',
  'payout.created',
  'payout.action_required',
  'payout.succeeded',
  'payout.canceled',
  'payout.failed',
  'mandate.created',
  'mandate.pending',
  'mandate.succeeded',
  'mandate.failed',
  'mandate.canceled',
  'subscription.created',
  'subscription.updated',
  'subscription.canceled',
  'subscription.completed',
] as const;
export type EventType = (typeof eventTypes)[number];

/** What an event is about: `object_type` on the wire, the `object` field of its snapshot. */
export const eventObjectTypes = [
  'payment',
  'refund',
  'dispute',
  'settlement',
  'payout',
  'mandate',
  'subscription',
] as const;
export type EventObjectType = (typeof eventObjectTypes)[number];

/**
 * The payment's event of each status. Paid in full is spec §3's payment.succeeded; an under- or
 * over-payment has its own type, so a merchant who ships on payment.succeeded never ships on less
 * than the amount by mistake.
 */
export const paymentEventOfStatus = {
  created: 'payment.created',
  pending: 'payment.pending',
  paid: 'payment.succeeded',
  under_paid: 'payment.under_paid',
  over_paid: 'payment.over_paid',
  failed: 'payment.failed',
  canceled: 'payment.canceled',
  expired: 'payment.expired',
} as const satisfies Record<PaymentStatus, EventType>;

/** A refund starts pending (refund.created); spec §3's refund.succeeded when refunded. */
export const refundEventOfStatus = {
  pending: 'refund.created',
  refunded: 'refund.succeeded',
  failed: 'refund.failed',
} as const satisfies Record<RefundStatus, EventType>;

/**
 * A dispute opens needing a response (dispute.created); evidence puts it under review
 * (dispute.updated); every final status closes it (dispute.closed, the snapshot's `status` and
 * `close_reason` say how).
 */
export const disputeEventOfStatus = {
  needs_response: 'dispute.created',
  under_review: 'dispute.updated',
  accepted: 'dispute.closed',
  won: 'dispute.closed',
  lost: 'dispute.closed',
  resolved: 'dispute.closed',
} as const satisfies Record<DisputeStatus, EventType>;

/** A withdrawal starts pending (settlement.created); the provider pays, cancels or fails it. */
export const settlementEventOfStatus = {
  pending: 'settlement.created',
  paid: 'settlement.paid',
  canceled: 'settlement.canceled',
  failed: 'settlement.failed',
} as const satisfies Record<SettlementStatus, EventType>;

/**
 * A payout starts pending (payout.created) or waiting for a user's verification
 * (payout.action_required); spec §3's payout.succeeded, payout.canceled and payout.failed end it.
 */
export const payoutEventOfStatus = {
  pending: 'payout.created',
  waiting_action: 'payout.action_required',
  succeeded: 'payout.succeeded',
  canceled: 'payout.canceled',
  failed: 'payout.failed',
} as const satisfies Record<PayoutStatus, EventType>;

/**
 * A mandate is created, then pending while the customer is on the signing page; spec §3's
 * mandate.succeeded once signed and mandate.canceled; mandate.failed when the customer declined.
 */
export const mandateEventOfStatus = {
  created: 'mandate.created',
  pending: 'mandate.pending',
  succeeded: 'mandate.succeeded',
  failed: 'mandate.failed',
  canceled: 'mandate.canceled',
} as const satisfies Record<MandateStatus, EventType>;

/**
 * A subscription starts created (first charge due now) or trialing: spec §3's subscription.created
 * either way. Moving to active or incomplete (a charge paid or failed) is subscription.updated, the
 * snapshot's `status` says which; spec §3's subscription.canceled and subscription.completed end it.
 */
export const subscriptionEventOfStatus = {
  created: 'subscription.created',
  trialing: 'subscription.created',
  active: 'subscription.updated',
  incomplete: 'subscription.updated',
  canceled: 'subscription.canceled',
  completed: 'subscription.completed',
} as const satisfies Record<SubscriptionStatus, EventType>;
