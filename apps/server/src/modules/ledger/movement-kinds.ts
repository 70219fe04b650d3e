import type { BalanceSourceType, BalanceTransactionType } from '@paydeck/contract/payin-types';

/** Money into the balance (credit) or out of it (debit). */
export type Direction = 'credit' | 'debit';

/**
 * When a kind's entry becomes available unless the poster says otherwise: money a payer paid
 * after the account's settlement delay (the processor settles it then); money out, and money
 * given back because a movement out was reversed, at once (docs/decisions.md "General ledger").
 */
export type DefaultAvailability = 'settlement_delay' | 'now';

type MovementKind = {
  /** What the entry's source may be. */
  sources: readonly BalanceSourceType[];
  /** Fixed for every kind but `adjustment`, which an operator makes in either direction. */
  direction: Direction | null;
  availability: DefaultAvailability;
};

/** Spec §3 balance transaction types: each with its sources, its sign and when it matures. */
export const movementKinds: Record<BalanceTransactionType, MovementKind> = {
  payment: { sources: ['payment'], direction: 'credit', availability: 'settlement_delay' },
  refund: { sources: ['refund'], direction: 'debit', availability: 'now' },
  refund_failure: { sources: ['refund'], direction: 'credit', availability: 'now' },
  dispute: { sources: ['dispute'], direction: 'debit', availability: 'now' },
  dispute_resolved: { sources: ['dispute'], direction: 'credit', availability: 'now' },
  payout: { sources: ['payout'], direction: 'debit', availability: 'now' },
  settlement: { sources: ['settlement'], direction: 'debit', availability: 'now' },
  settlement_cancel: { sources: ['settlement'], direction: 'credit', availability: 'now' },
  settlement_failure: { sources: ['settlement'], direction: 'credit', availability: 'now' },
  // Spec §3 names no payout reversal: a canceled or failed payout gives its amount back as an
  // adjustment whose source is the payout.
  adjustment: {
    sources: ['adjustment', 'payment', 'refund', 'dispute', 'payout', 'settlement'],
    direction: null,
    availability: 'now',
  },
};
