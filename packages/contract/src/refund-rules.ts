/**
 * Spec §5 refund rule without zod, so the refund dialog checks exactly what the server does
 * (refunds.service.ts) and says it in the same words (spec §8: 'The refund amount cannot be zero',
 * 'The maximum refund amount cannot be exceeded by' + the excess).
 */
import { amountText, type Currency } from './currencies.ts';

export type RefundAmountIssue = { code: 'refund_amount_zero' } | { code: 'refund_amount_exceeded'; excess: number };

/**
 * What is wrong with a refund of `amount` (minor units) on a payment with `refundable` left:
 * zero, or more than what is left (and by how much); null when it may go ahead.
 */
export const refundAmountIssue = (amount: number, refundable: number): RefundAmountIssue | null => {
  if (amount === 0) return { code: 'refund_amount_zero' };
  if (amount > refundable) return { code: 'refund_amount_exceeded', excess: amount - refundable };
  return null;
};

/** The excess as the refusal names it: the currency code and the exact major amount ("HKD 0.50"). */
export const refundExcessText = (excess: number, currency: Currency) => amountText(excess, currency);

/** A refund's description (optional). */
export const refundDescriptionMaxLength = 1000;
