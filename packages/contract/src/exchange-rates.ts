/**
 * Exchange rates and conversion without floating point (docs/fees.md "Currency conversion").
 * A rate is a positive decimal string ("0.128": 1 unit of the source currency is worth 0.128 of
 * the target), at most 12 digits before and after the point. A converted amount is
 * amount × rate × 10^(target exponent − source exponent), rounded half up to a whole minor unit,
 * computed in BigInt, so it is exact for every amount up to 2^53 − 1.
 */
import { type Currency, currencyExponents } from './currencies.ts';

export const exchangeRatePattern = /^(0|[1-9]\d{0,11})(\.\d{1,12})?$/;

/** A rate the table may hold: the pattern, and more than zero. */
export const isExchangeRate = (value: string) => exchangeRatePattern.test(value) && /[1-9]/.test(value);

/** The rate as a fraction: numerator / 10^scale. */
const fractionOf = (rate: string) => {
  if (!isExchangeRate(rate)) throw new Error(`not an exchange rate: ${rate}`);
  const [whole = '0', decimals = ''] = rate.split('.');
  return { numerator: BigInt(whole + decimals), scale: decimals.length };
};

/** `amount` minor units of `from` in `to`, at `rate`, rounded half up to a whole minor unit. */
export const convertMinor = (amount: number, from: Currency, to: Currency, rate: string): number => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`not an amount of minor units: ${amount}`);
  const { numerator, scale } = fractionOf(rate);
  const shift = currencyExponents[to] - currencyExponents[from];
  let top = BigInt(amount) * numerator;
  let bottom = 10n ** BigInt(scale);
  if (shift >= 0) top *= 10n ** BigInt(shift);
  else bottom *= 10n ** BigInt(-shift);
  const converted = (top * 2n + bottom) / (bottom * 2n);
  // A huge rate could carry an amount past 2^53 − 1, where a number is no longer exact.
  if (converted > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error(`${amount} ${from} at ${rate} is too large in ${to}`);
  return Number(converted);
};

/** The product of two rates (a cross rate through a third currency), exact, trailing zeros dropped. */
export const multiplyRates = (a: string, b: string): string => {
  const x = fractionOf(a);
  const y = fractionOf(b);
  const scale = x.scale + y.scale;
  const digits = (x.numerator * y.numerator).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const decimals = digits.slice(digits.length - scale).replace(/0+$/, '');
  // Cut to the 12 decimals a rate may hold (a cross rate of two 12-decimal rates has 24).
  return decimals ? `${whole}.${decimals.slice(0, 12)}`.replace(/\.?0+$/, '') || '0' : whole;
};

/** Spec §9: a withdrawal's fee, per request, in USD (converted for other currencies). */
export const withdrawalFeeUsd = 2_000;
