import type { Currency } from '@paydeck/contract/currencies';
import { toMajorString } from '@paydeck/contract/currencies';
import { defaultPaidAmount, paidAmountIssue } from '@paydeck/contract/paid-amount-rules';
import { minorOf } from '../../../lib/money.ts';

export type PartialOutcome = 'underpay' | 'overpay';

const statusOf = { underpay: 'under_paid', overpay: 'over_paid' } as const;

/** The simulator's own defaults, offered in the field: half the amount, or 10% more (the contract's rule). */
export const defaultPartialAmount = (outcome: PartialOutcome, amount: number, currency: Currency) =>
  toMajorString(defaultPaidAmount(statusOf[outcome], amount, currency), currency);

export type AmountCheck =
  | { minor: number }
  | { error: 'required' | 'invalid' | 'range' }
  | { error: 'max'; max: string };

/**
 * The server's rule for a partial payment (contract paid-amount-rules): an under-payment is less
 * than the amount (and more than zero), an over-payment more than it and at most the currency's
 * maximum.
 */
export const checkPartialAmount = (
  outcome: PartialOutcome,
  text: string,
  amount: number,
  currency: Currency,
): AmountCheck => {
  if (text.trim() === '') return { error: 'required' };
  const minor = minorOf(text, currency);
  if (minor === null) return { error: 'invalid' };
  const issue = paidAmountIssue(statusOf[outcome], minor, amount, currency);
  if (issue?.code === 'amount_above_maximum') return { error: 'max', max: issue.max };
  return issue ? { error: 'range' } : { minor };
};
