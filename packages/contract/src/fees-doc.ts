import { amountMaxima, type Currency, currencies, currencyExponents, toMajorString } from './currencies.ts';
import { paymentFee, paymentMethodCatalogue } from './payment-method-catalogue.ts';

/** 50000.00 → 50,000.00: the document is read by people. */
const grouped = (major: string) => major.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
const money = (minor: number, currency: Currency) => `${grouped(toMajorString(minor, currency))} ${currency}`;
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;
/** The worked example of every row: a payment of 1,000.00 (1,000 major units) in the currency. */
const exampleAmount = (currency: Currency) => 1000 * 10 ** currencyExponents[currency];

/** docs/fees.md, generated from the payment method catalogue so the document can't drift (a test compares them). */
export const feesMarkdown = (): string => {
  const rows = paymentMethodCatalogue.flatMap((entry) =>
    entry.currencies.map((currency) => {
      const limit = entry.limits[currency];
      const fixed = entry.fee.fixed[currency] ?? 0;
      const example = paymentFee(entry, exampleAmount(currency), currency);
      return `| \`${entry.method}\` | ${entry.name} | ${entry.country} | ${entry.type} | ${entry.flow} | ${entry.businessTypes.join(', ')} | ${currency} | ${percent(entry.fee.percentageBps)} | ${money(fixed, currency)} | ${limit ? `${money(limit.min, currency)} – ${money(limit.max, currency)}` : '—'} | ${money(example.total, currency)} |`;
    }),
  );
  return [
    '# Payment methods and fees',
    '',
    'Generated from `packages/contract/src/payment-method-catalogue.ts`; a test fails when this file is out of',
    'date (regenerate with `npx tsx scripts/fees-doc.ts`).',
    '',
    "Every payment is charged the method's percentage of its amount plus the fixed fee of its currency:",
    '',
    '```',
    'fee = round_half_up(amount × basis_points / 10000) + fixed',
    '```',
    '',
    'computed in integer minor units of the payment currency (`paymentFee` in the catalogue; the product',
    '`amount × basis_points` in BigInt, as it passes 2^53 for large amounts), so no fraction of a cent is',
    'ever lost or invented. The API takes and returns minor units; this page shows',
    "major units. Limits are per payment, inclusive. A method is offered to an account when it serves one of the account's",
    'business types, and each account enables or disables it per mode (`PUT /api/payment_methods/{method}`).',
    '',
    '| Method | Name | Country | Type | Flow | Business types | Currency | Percentage | Fixed | Amount limits | Fee on 1,000.00 |',
    '|---|---|---|---|---|---|---|--:|--:|---|--:|',
    ...rows,
    '',
    '## Maximum amounts',
    '',
    'No money movement may carry more than the maximum of its currency (`amountMaxima` in',
    '`packages/contract/src/currencies.ts`): a payment, what a payer paid (an over-payment included), a',
    'refund, and later payouts and withdrawals. The API refuses more with 422 (`too_big` on the field, or',
    '`amount_above_maximum`), and the dashboard forms check the same rule. Each maximum is a power of ten',
    'of major units, at least ten times the largest method limit of the currency, so a real over-payment',
    '(an extra zero) fits; the largest, 10^12 minor units, keeps every sum exact (a balance passes 2^53',
    'only after about 9,000 movements of the maximum in one currency).',
    '',
    '| Currency | Maximum |',
    '|---|--:|',
    ...currencies.map((currency) => `| ${currency} | ${money(amountMaxima[currency], currency)} |`),
    '',
  ].join('\n');
};
