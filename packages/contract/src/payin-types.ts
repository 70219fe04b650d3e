import type { MandateStatus, SubscriptionStatus } from './recurring-rules.ts';

/**
 * Pay-in values without zod (spec §3 enumerations, §4 statuses), so the web can label, filter and
 * colour with them without shipping a schema library. The zod schemas in payments.ts, refunds.ts,
 * disputes.ts and balance-transactions.ts build on these.
 */

/** Spec §4 payment statuses, exactly. */
export const paymentStatuses = [
  'created',
  'pending',
  'paid',
  'under_paid',
  'over_paid',
  'canceled',
  'expired',
  'failed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Money was received: the payment can be refunded (while a remainder is left) or disputed. */
export const paidPaymentStatuses = ['paid', 'under_paid', 'over_paid'] as const satisfies readonly PaymentStatus[];
/** The payer can still pay, and the merchant can still cancel. */
export const openPaymentStatuses = ['created', 'pending'] as const satisfies readonly PaymentStatus[];

/** Spec §3 payment source types: where a payment came from. Only `regular` is made for now. */
export const paymentSourceTypes = ['regular', 'regular_with_mandate', 'subscription'] as const;
export type PaymentSourceType = (typeof paymentSourceTypes)[number];

/** Spec §4 refund statuses. */
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Spec §4 dispute statuses. */
export const disputeStatuses = ['needs_response', 'under_review', 'accepted', 'won', 'lost', 'resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
/** The merchant can still act on (accept, or answer with evidence) or wait for the decision. */
export const openDisputeStatuses = ['needs_response', 'under_review'] as const satisfies readonly DisputeStatus[];

/** Spec §3 dispute reasons. */
export const disputeReasons = [
  'general',
  'customer_initiated',
  'not_authorized',
  'duplicate',
  'fraudulent',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** A chargeback withdraws the disputed amount at once; inquiries are not simulated yet. */
export const disputeTypes = ['chargeback'] as const;
export type DisputeType = (typeof disputeTypes)[number];

/** Why a dispute closed. */
export const disputeCloseReasons = [
  'merchant_accepted',
  'evidence_accepted',
  'evidence_rejected',
  'no_response',
  'payer_withdrew',
] as const;
export type DisputeCloseReason = (typeof disputeCloseReasons)[number];

/** Days the merchant has to answer a dispute (`time_expired`); unanswered, it is lost. */
export const disputeResponseDays = 7;
/** Evidence: a text and at most 5 files of at most 5 MB each. */
export const disputeEvidenceMaxFiles = 5;
export const disputeEvidenceMaxFileBytes = 5 * 1024 * 1024;
export const disputeEvidenceTextMaxLength = 10_000;
export const disputeEvidenceFileTypes = ['jpg', 'jpeg', 'png', 'webp', 'pdf', 'txt', 'doc', 'docx'] as const;
/** A test-mode dispute's description (the payer's words), at most this long. */
export const disputeDescriptionMaxLength = 1000;

/** Spec §3 balance transaction types. payout and settlement ones are written by those areas later. */
export const balanceTransactionTypes = [
  'payment',
  'refund',
  'refund_failure',
  'payout',
  'settlement',
  'settlement_cancel',
  'settlement_failure',
  'dispute',
  'dispute_resolved',
  'adjustment',
] as const;
export type BalanceTransactionType = (typeof balanceTransactionTypes)[number];
/** Spec §4: derived from `time_available` when read, so rows stay immutable. */
export const balanceTransactionStatuses = ['pending', 'available'] as const;
export type BalanceTransactionStatus = (typeof balanceTransactionStatuses)[number];
/** What a balance transaction's `source_id` names. */
export const balanceSourceTypes = ['payment', 'refund', 'dispute', 'payout', 'settlement', 'adjustment'] as const;
export type BalanceSourceType = (typeof balanceSourceTypes)[number];

/**
 * What a fee detail charges for: a payment method's processing fee, or the fee of a withdrawal
 * (spec §9: 20 USD per request, deducted from the balance). Spec §3 has no `fee` balance
 * transaction type, so a fee is always a detail of the movement it is charged on.
 */
export const feeTypes = ['processing_fee', 'settlement_fee', 'payout_fee'] as const;
export type FeeType = (typeof feeTypes)[number];

/** Days before a movement's funds become available, unless the account has its own delay. */
export const defaultSettlementDelayDays = 2;

/** What the payer can do on the test checkout page (and what the simulated gateway reports in live mode). */
export const checkoutOutcomes = ['pay_full', 'underpay', 'overpay', 'fail', 'expire'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

/** Failure codes a payment can end with, and the gateway's message for each. */
export const paymentFailureMessages = {
  declined: 'The payment was declined by the payment method.',
  insufficient_funds: "The payer's account has insufficient funds.",
  limit_exceeded: "The amount exceeds the payer's limit for this method.",
  payer_account_frozen: "The payer's account is frozen.",
  risk_rejected: 'The payment was rejected by risk control.',
} as const;
export type PaymentFailureCode = keyof typeof paymentFailureMessages;
export const paymentFailureCodes = Object.keys(paymentFailureMessages) as PaymentFailureCode[];

/** Failure codes a refund can end with. */
export const refundFailureMessages = {
  payer_account_closed: "The payer's account is closed.",
  refund_declined: 'The payment method declined the refund.',
} as const;
export type RefundFailureCode = keyof typeof refundFailureMessages;
export const refundFailureCodes = Object.keys(refundFailureMessages) as RefundFailureCode[];

/** Minutes a payment stays payable: a voucher is paid at a shop within days, the others at once. */
export const paymentLifetimeMinutes = { redirect: 60, qrcode: 60, voucher: 3 * 24 * 60 } as const;

/** Spec §4 colours: amber for pending or created, green for success, red for failure, grey for canceled or expired. */
export type StatusColour = 'amber' | 'green' | 'red' | 'grey';
export const statusColours: Record<
  PaymentStatus | RefundStatus | DisputeStatus | BalanceTransactionStatus | MandateStatus | SubscriptionStatus,
  StatusColour
> = {
  created: 'amber',
  pending: 'amber',
  paid: 'green',
  under_paid: 'amber',
  over_paid: 'amber',
  canceled: 'grey',
  expired: 'grey',
  failed: 'red',
  refunded: 'green',
  needs_response: 'amber',
  under_review: 'amber',
  accepted: 'grey',
  won: 'green',
  lost: 'red',
  resolved: 'green',
  available: 'green',
  succeeded: 'green',
  trialing: 'amber',
  active: 'green',
  completed: 'green',
  incomplete: 'red',
};

/** A payment's description (what the payer sees on the checkout page), at most this long. */
export const paymentDescriptionMaxLength = 1000;

/** Metadata: a flat map of strings, as payment providers usually allow. */
export const metadataMaxKeys = 20;
export const metadataKeyMaxLength = 40;
export const metadataValueMaxLength = 500;
