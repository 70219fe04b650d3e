/**
 * ISO 4217 minor-unit exponents: the one table every amount is read and written with.
 * Amounts are integer minor units everywhere; this table is how they become major units
 * at the edges (forms, display). The spec's "EUR 3, GBP 1" reading is rejected (ISO says 2).
 */
export const currencyExponents = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  CNY: 2,
  SGD: 2,
  THB: 2,
  PHP: 2,
  IDR: 2,
  INR: 2,
  BRL: 2,
  MXN: 2,
  PLN: 2,
  JPY: 0,
} as const;

export type Currency = keyof typeof currencyExponents;

/**
 * The largest amount one money movement may carry, per currency, in minor units: a payment, what a
 * payer paid (an over-payment included), a refund, and later payouts and withdrawals. Both sides
 * check it (zod schemas, services, the web forms) and docs/fees.md documents it.
 *
 * Each is a power of ten of major units worth roughly USD 1 to 30 million (IDR: 10 billion, about
 * USD 600,000, still 500 times DANA's limit), at least ten times the largest method limit of the
 * currency, so a payer's real over-payment fits. The largest, 10^12, keeps every product and sum
 * exact: a balance reaches 2^53 only after about 9,000 movements of the maximum in one currency,
 * and fee products (amount × basis points) are computed in BigInt regardless.
 */
export const amountMaxima = {
  USD: 1_000_000_000,
  EUR: 1_000_000_000,
  GBP: 1_000_000_000,
  HKD: 10_000_000_000,
  CNY: 10_000_000_000,
  SGD: 1_000_000_000,
  THB: 100_000_000_000,
  PHP: 100_000_000_000,
  IDR: 1_000_000_000_000,
  INR: 100_000_000_000,
  BRL: 10_000_000_000,
  MXN: 10_000_000_000,
  PLN: 10_000_000_000,
  JPY: 1_000_000_000,
} as const satisfies Record<Currency, number>;

/** The largest of `amountMaxima`: the bound of an amount field whose currency is not in the same body. */
export const amountCeiling = Math.max(...Object.values(amountMaxima));

/** An amount one movement may carry: whole minor units, more than zero, at most the currency's maximum. */
export const isWithinAmountMax = (amount: number, currency: Currency) =>
  Number.isSafeInteger(amount) && amount > 0 && amount <= amountMaxima[currency];
export const currencies = Object.keys(currencyExponents) as Currency[];
/** Currencies a merchant can settle in (spec §3 reference enumerations). */
export const settlementCurrencies = ['USD', 'EUR', 'GBP', 'HKD', 'CNY'] as const satisfies readonly Currency[];

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && Object.hasOwn(currencyExponents, value);

/**
 * Converts a major-unit decimal string ("12.34") to integer minor units without floating point.
 * Returns null for malformed input or more decimals than the currency has.
 */
export const toMinorUnits = (major: string, currency: Currency): bigint | null => {
  const exponent = currencyExponents[currency];
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(major.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) return null;
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  return sign === '-' ? -minor : minor;
};

/** Integer minor units → major-unit decimal string ("1234" USD → "12.34"), exact. */
export const toMajorString = (minor: bigint | number, currency: Currency): string => {
  const exponent = currencyExponents[currency];
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
};

/** The code and the exact major amount, as server texts name money: "HKD 1000.00". */
export const amountText = (minor: bigint | number, currency: Currency): string =>
  `${currency} ${toMajorString(minor, currency)}`;

/**
 * Formats minor units for display in a locale, as the code and the amount: "USD 12.34",
 * "HKD 1,000.00", "CNY 12.34" (de-DE "EUR 1.234,56"). One form for every currency and page: symbols
 * mixed "HK$480.00" with "SGD 12.34" on one screen, and "¥" is both CNY and JPY. The server's
 * messages say amounts the same way.
 */
export const formatMoney = (minor: bigint | number, currency: Currency, locale: string): string => {
  const exponent = currencyExponents[currency];
  const major = toMajorString(minor, currency);
  // Intl.NumberFormat accepts decimal strings exactly, so no float rounding creeps in.
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(major as unknown as number);
  return `${currency} ${amount}`;
};
