import type { Currency } from '@paydeck/contract/currencies';
import { type AmountLimit, isWithinLimit } from '@paydeck/contract/payment-method-catalogue';
import { minorOf } from '../../../lib/money.ts';
import type { TestMethod } from '../api/get-test-methods.ts';

/** The method's limit for a currency, as the server sends it (from the same catalogue). */
export const limitOf = (method: TestMethod | undefined, currency: string | undefined): AmountLimit | undefined => {
  const limit = method?.amountLimits.find((entry) => entry.currency === currency);
  return limit ? { min: limit.minAmount, max: limit.maxAmount } : undefined;
};

export type AmountVerdict = { minor: number } | { error: 'invalid' | 'range' };

/** A typed amount against the server's rule: whole minor units of the currency, within the method's limit. */
export const checkAmount = (text: string, currency: Currency, limit: AmountLimit | undefined): AmountVerdict => {
  const minor = minorOf(text, currency);
  if (minor === null) return { error: 'invalid' };
  if (limit && !isWithinLimit(limit, minor)) return { error: 'range' };
  return { minor };
};
