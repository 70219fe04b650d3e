import type { BalanceSourceType, BalanceTransactionType } from '@paydeck/contract/payin-types';

/** Money into the balance (credit) or out of it (debit). */
export type Direction = 'credit' | 'debit';

/**
 * When a kind's entry becomes available unless the poster says otherwise: money a payer paid
 * after the account's settlement delay (the processor settles it then); money out, and money
 * given back because a movement out was reversed, at once (docs/decisions.md "General ledger").
 */
export type DefaultAvailability = 'settlement_delay' | 'now';

/**
 * Which balance currency a kind's entry is booked in, and at which rate (docs/fees.md "Currency
 * conversion"): a payment in a settlement currency of the account stays in it, any other goes to
 * the default settlement currency at the rate of its time; a refund or dispute follows its
 * payment's entry, at the rate of its own time; a reversal (failed refund, dispute given back)
 * returns exactly what the entry it reverses took, at that entry's rate. Every other kind is
 * posted in a balance currency already and is never converted.
 */
export type Booking = 'settlement_currency' | 'as_payment' | { reverses: BalanceTransactionType } | 'as_posted';

type MovementKind = {
  /** What the entry's source may be. */
  sources: readonly BalanceSourceType[];
  /** Fixed for every kind but `adjustment`, which an operator makes in either direction. */
  direction: Direction | null;
  availability: DefaultAvailability;
  booking: Booking;
};

/**
 * Spec §3 balance transaction types: each with its sources, its sign, when it matures and which
 * balance currency it is booked in.
 */
export const movementKinds: Record<BalanceTransactionType, MovementKind> = {
  payment: {
    sources: ['payment'],
    direction: 'credit',
    availability: 'settlement_delay',
    booking: 'settlement_currency',
  },
  refund: { sources: ['refund'], direction: 'debit', availability: 'now', booking: 'as_payment' },
  refund_failure: { sources: ['refund'], direction: 'credit', availability: 'now', booking: { reverses: 'refund' } },
  dispute: { sources: ['dispute'], direction: 'debit', availability: 'now', booking: 'as_payment' },
  dispute_resolved: {
    sources: ['dispute'],
    direction: 'credit',
    availability: 'now',
    booking: { reverses: 'dispute' },
  },
  payout: { sources: ['payout'], direction: 'debit', availability: 'now', booking: 'as_posted' },
  settlement: { sources: ['settlement'], direction: 'debit', availability: 'now', booking: 'as_posted' },
  settlement_cancel: { sources: ['settlement'], direction: 'credit', availability: 'now', booking: 'as_posted' },
  settlement_failure: { sources: ['settlement'], direction: 'credit', availability: 'now', booking: 'as_posted' },
  // Spec §3 names no payout reversal: a canceled or failed payout gives its amount back as an
  // adjustment whose source is the payout.
  adjustment: {
    sources: ['adjustment', 'payment', 'refund', 'dispute', 'payout', 'settlement'],
    direction: null,
    availability: 'now',
    booking: 'as_posted',
  },
};
