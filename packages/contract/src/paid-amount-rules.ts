/**
 * What a payer paid, as a processor reports it, without zod so the checkout page's simulator checks
 * exactly what the server does (checkout.service.ts, the gateway stand-in) and says it in the same
 * words. Integer arithmetic only.
 */
import { amountMaxima, amountText, type Currency } from './currencies.ts';

/** The outcomes where the payer paid an amount other than the one asked. */
export type PartialPaidStatus = 'under_paid' | 'over_paid';

export type PaidAmountIssue =
  | { code: 'checkout_amount_invalid'; amount: string }
  | { code: 'amount_above_maximum'; max: string };

/**
 * An under-payment is more than zero and less than the amount; an over-payment more than the
 * amount and at most the currency's maximum (`amountMaxima`): the one bound on what arrives, as a
 * payer may genuinely send ten times the amount (an extra zero), and refusing money that arrived
 * would leave it unaccounted for. Null when `paid` may be recorded.
 */
export const paidAmountIssue = (
  status: PartialPaidStatus,
  paid: number,
  amount: number,
  currency: Currency,
): PaidAmountIssue | null => {
  if (Number.isSafeInteger(paid) && paid > amountMaxima[currency]) {
    return { code: 'amount_above_maximum', max: amountText(amountMaxima[currency], currency) };
  }
  const fits = status === 'under_paid' ? paid > 0 && paid < amount : paid > amount;
  return Number.isSafeInteger(paid) && fits
    ? null
    : { code: 'checkout_amount_invalid', amount: amountText(amount, currency) };
};

/**
 * The simulator's defaults: half the amount (at least 1), or 10% more rounded up (at most the
 * currency's maximum), in integers: `amount % 10` is exact where `amount / 10` is a float.
 */
export const defaultPaidAmount = (status: PartialPaidStatus, amount: number, currency: Currency) => {
  if (status === 'under_paid') return Math.max(1, (amount - (amount % 2)) / 2);
  const tenth = (amount - (amount % 10)) / 10 + (amount % 10 === 0 ? 0 : 1);
  return Math.min(amount + tenth, amountMaxima[currency]);
};
