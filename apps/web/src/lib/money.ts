import { type Currency, currencyExponents, toMajorString, toMinorUnits } from '@paydeck/contract/currencies';
import { formatMoney } from './format.ts';

/** Minor units as money text; the wire's currency is one of the contract's (its schema allows no other). */
export const moneyText = (minor: number, currency: string) => formatMoney(minor, currency as Currency);

/** Minor units as the major-unit text an amount box holds ("1234" HKD → "12.34"). */
export const majorText = (minor: number, currency: string) => toMajorString(minor, currency as Currency);

/**
 * A typed major-unit amount ("12.34") → integer minor units through the contract's exponent
 * table, or null when it is not one: malformed, negative, more decimals than the currency has, or
 * past what a number holds exactly. Never a float on the way.
 */
export const minorOf = (major: string, currency: string): number | null => {
  const minor = toMinorUnits(major, currency as Currency);
  return minor === null || minor < 0n || minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
};

/** How many decimals an amount in the currency may have (JPY 0, HKD 2). */
export const decimalsOf = (currency: Currency) => currencyExponents[currency];
