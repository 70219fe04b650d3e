import { amountMaxima, type Currency, currencies, currencyExponents, toMajorString } from './currencies.ts';
import { convertMinor, multiplyRates } from './exchange-rates.ts';
import { paymentFee, paymentMethodCatalogue, paymentMethodOf } from './payment-method-catalogue.ts';
import { defaultPayoutVerificationThresholdUsd, payoutMethodRules, payoutQuote } from './payout-rules.ts';

/** 50000.00 → 50,000.00: the document is read by people. */
const grouped = (major: string) => major.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
const money = (minor: number, currency: Currency) => `${grouped(toMajorString(minor, currency))} ${currency}`;
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;
/** The worked example of every row: a payment of 1,000.00 (1,000 major units) in the currency. */
const exampleAmount = (currency: Currency) => 1000 * 10 ** currencyExponents[currency];

/** The worked example of "Currency conversion": HKD 123.45 paid by FPS, booked on a USD-only account at 0.128. */
const conversionExample = () => {
  const rate = '0.128';
  const paid = 12_345;
  const fee = paymentFee(paymentMethodOf('fps_hk'), paid, 'HKD').total;
  const usd = (minor: number) => convertMinor(minor, 'HKD', 'USD', rate);
  const amount = usd(paid);
  const feeUsd = usd(fee);
  return [
    `| source_amount | ${money(paid, 'HKD')} | what the payer paid, in the payment currency |`,
    `| amount | ${money(amount, 'USD')} | ${money(paid, 'HKD')} × ${rate}, rounded half up to a cent |`,
    `| fee_details | ${money(feeUsd, 'USD')} | the FPS fee, ${money(fee, 'HKD')}, converted on its own |`,
    `| net | ${money(amount - feeUsd, 'USD')} | amount − fee_total |`,
  ];
};

/** The worked example of "Payouts": HKD 1,000.00 to an Alipay wallet, at the seeded rates through USD. */
const payoutExample = () => {
  const rates = {
    toLocal: multiplyRates('0.128', '7.246377'),
    back: multiplyRates('0.138', '7.8125'),
    toHkd: '1',
    toUsd: '0.128',
  };
  const amount = 100_000;
  const quote = payoutQuote('alipay_cn', amount, 'HKD', rates);
  return [
    `| amount | ${money(amount, 'HKD')} | taken from the HKD balance |`,
    `| exchange_rate | ${quote.exchangeRate} | HKD → USD 0.128 × USD → CNY 7.246377 |`,
    `| amount_local | ${money(quote.amountLocal, 'CNY')} | what the payee receives, rounded half up |`,
    `| fee (local) | ${money(quote.feeLocal, 'CNY')} | Alipay's schedule on the local amount |`,
    `| fee | ${money(quote.fee, 'HKD')} | back at CNY → HKD ${rates.back}, taken with the amount |`,
  ];
};

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
    '## Currency conversion',
    '',
    "A payment in a currency that is not one of the account's settlement currencies is booked into the",
    "account's default settlement currency when its money moves; a payment in a settlement currency stays",
    'in it (`exchange_rate` "1"). The rate is the provider\'s (`npm run ops -- set-rate BASE QUOTE RATE',
    '[--effective TIME]`, listed by `npm run ops -- rates`; seeded with demo rates against USD): the',
    "pair's newest rate effective at the movement's time, else the product of its two rates through USD",
    '(exact, cut to 12 decimals). A rate is a decimal string, and amounts never pass through floating point:',
    '',
    '```',
    'converted = round_half_up(amount × rate × 10^(target exponent − source exponent))',
    '```',
    '',
    'in integer minor units, computed in BigInt (`convertMinor` in',
    '`packages/contract/src/exchange-rates.ts`; the rate read as digits / 10^decimals): exact for every',
    'amount, and half a minor unit or more rounds up (HKD 0.04 at 0.128 is USD 0.00512, booked as USD',
    '0.01; HKD 0.03 is USD 0.00384, booked as USD 0.00). The entry keeps `source_currency` and',
    '`source_amount` (what was paid, in the payment currency), `exchange_rate` (the rate used), and',
    '`amount` in the balance currency. The fee is charged in the payment currency (the table above)',
    'and each fee detail is converted on its own, line by line, keeping the schedule as its description;',
    '`fee_total` is the sum of the converted lines and `net = amount − fee_total`.',
    '',
    'An FPS payment of HKD 123.45 on an account that settles in USD only, at the seeded HKD → USD 0.128:',
    '',
    '| Field | Value | How |',
    '|---|--:|---|',
    ...conversionExample(),
    '',
    'A refund or dispute of a payment is booked in the balance its payment went to, at the rate in',
    'effect at its own time, so a full refund of a converted payment may take more or less than the',
    'payment brought in: the difference is the rate move in between. A failed refund, and a dispute',
    "closed in the merchant's favour, give back exactly what their entry took, at that entry's rate.",
    'Settlements, payouts and adjustments are in a balance currency already and are never converted.',
    '',
    'If the table has no rate for a pair at the time (a misconfiguration: the seeded rates cover every',
    'currency against USD from the start), the outcome is still recorded: the payment is booked',
    'unconverted, in a balance of its own currency (`exchange_rate` "1"), and a warning is logged; its',
    'refunds and disputes follow it there. A refund or dispute of a converted payment then uses its',
    "payment entry's rate.",
    '',
    '## Payouts',
    '',
    `A payout is paid from a balance in one of the account's settlement currencies to a payee's account at a`,
    `payout method (${Object.entries(payoutMethodRules)
      .map(([method, rule]) => `\`${method}\` in ${rule.currency}`)
      .join(', ')}).`,
    "The payee receives the amount converted into the method's currency at the rate table's rate when the",
    "payout is made (`amount_local`, `exchange_rate`); it must be within the method's limits (the table",
    "above). The method's fee schedule applies to that local amount, and the fee is converted back into",
    "the payout currency at the reverse pair's rate. Amount and fee leave the available balance together",
    '(the guarded debit: refused beyond it), in one `payout` entry; a canceled or failed payout gives both',
    'back in one `adjustment` entry whose source is the payout (`payoutQuote` in',
    '`packages/contract/src/payout-rules.ts`).',
    '',
    `A payout of ${money(defaultPayoutVerificationThresholdUsd, 'USD')} or more (converted at the rate table; an account's`,
    '`payout_verification_threshold_usd`, default shown) waits for a user to verify it with their',
    "authenticator, or a code emailed to them when they have no 2FA. Once a payer's remittance (its",
    "payouts not canceled or failed, in HKD at each payout's rate) would reach HKD 8,000, a payout needs",
    "the payer's identity document (spec §9).",
    '',
    'HKD 1,000.00 to an Alipay wallet at the seeded rates:',
    '',
    '| Field | Value | How |',
    '|---|--:|---|',
    ...payoutExample(),
    '',
  ].join('\n');
};
