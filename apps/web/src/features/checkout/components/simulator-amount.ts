import type { Currency } from '@paydeck/contract/currencies';
import { toMajorString } from '@paydeck/contract/currencies';
import { minorOf } from '../../../lib/money.ts';

export type PartialOutcome = 'underpay' | 'overpay';

/** The simulator's own defaults, offered in the field: half the amount, or 10% more. */
export const defaultPartialAmount = (outcome: PartialOutcome, amount: number, currency: Currency) =>
  toMajorString(
    outcome === 'underpay' ? Math.max(1, Math.floor(amount / 2)) : amount + Math.ceil(amount / 10),
    currency,
  );

export type AmountCheck = { minor: number } | { error: 'required' | 'invalid' | 'range' };

/**
 * The server's rule for a partial payment: an under-payment is less than the amount (and more
 * than zero), an over-payment more than it.
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
  const fits = outcome === 'underpay' ? minor > 0 && minor < amount : minor > amount;
  return fits ? { minor } : { error: 'range' };
};
