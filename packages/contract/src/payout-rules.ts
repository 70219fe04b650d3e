/**
 * Spec §5 payer, payee, payout method and payout rules without zod, so the dashboard's forms check
 * exactly what the server does (payouts.ts builds its schemas on these).
 */
import type { Currency } from './currencies.ts';
import { isE164 } from './customer-rules.ts';
import { isValidEmail } from './email.ts';
import { convertMinor } from './exchange-rates.ts';
import { paymentFee, paymentMethodOf } from './payment-method-catalogue.ts';

export const payoutStatuses = ['pending', 'waiting_action', 'succeeded', 'canceled', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const entityTypes = ['individual', 'company'] as const;
export type EntityType = (typeof entityTypes)[number];

/** Spec §3 payout purposes. */
export const payoutPurposes = [
  'salary',
  'family_support',
  'goods_clothing',
  'goods_cosmetic',
  'goods_electronics',
  'goods_children_product',
  'service_translation',
  'service_human_resource',
  'service_real_estate',
  'service_computer',
  'service_legal',
  'service_accounting',
  'service_advertising',
  'service_market_research',
] as const;
export type PayoutPurpose = (typeof payoutPurposes)[number];

/** The fields an entity type requires (spec §5 payer; a payee always needs the individual's). */
export const payerRequiredFields = {
  individual: ['first_name', 'last_name', 'nationality'],
  company: ['legal_name', 'tax_id', 'registration_country'],
} as const;

export const payerAddressKinds = ['residential', 'registered', 'business'] as const;
export type PayerAddressKind = (typeof payerAddressKinds)[number];

/** How a payout method's account is written: an email address or an E.164 phone number. */
export type PayoutAccountKind = 'email' | 'phone';

/**
 * The methods of the catalogue that pay out, the currency the payee receives, which account kinds
 * each takes, and whether it pays a company (spec §5: company is unsupported for some methods:
 * consumer wallets pay people only).
 */
export const payoutMethodRules = {
  alipay_cn: { currency: 'CNY', accounts: ['email', 'phone'], company: false },
  fps_hk: { currency: 'HKD', accounts: ['email', 'phone'], company: true },
  paynow_sg: { currency: 'SGD', accounts: ['phone'], company: true },
  promptpay_th: { currency: 'THB', accounts: ['phone'], company: true },
  gcash_ph: { currency: 'PHP', accounts: ['phone'], company: false },
  upi_in: { currency: 'INR', accounts: ['phone'], company: true },
  pix_br: { currency: 'BRL', accounts: ['email', 'phone'], company: true },
} as const satisfies Record<string, { currency: Currency; accounts: readonly PayoutAccountKind[]; company: boolean }>;
export type PayoutMethod = keyof typeof payoutMethodRules;
export const payoutMethods = Object.keys(payoutMethodRules) as [PayoutMethod, ...PayoutMethod[]];

export const payoutTextMaxLength = 255;
export const payoutDescriptionMaxLength = 500;

export const payoutAccountKind = (account: string): PayoutAccountKind | null => {
  const value = account.trim();
  if (isE164(value)) return 'phone';
  if (isValidEmail(value)) return 'email';
  return null;
};

/** The account rule of a method: its message key when the account doesn't fit, else null. */
export const payoutAccountProblem = (method: PayoutMethod, account: string) => {
  const kind = payoutAccountKind(account);
  const accepted: readonly PayoutAccountKind[] = payoutMethodRules[method].accounts;
  if (kind && accepted.includes(kind)) return null;
  return accepted.includes('email') ? ('payout_account_email_or_phone' as const) : ('payout_account_phone' as const);
};

/** Spec §9 identity documents: up to 3 pictures, each under 5 MB. */
export const identityDocumentMaxCount = 3;
export const identityDocumentMaxBytes = 5 * 1024 * 1024;
export const identityDocumentFileTypes = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** Spec §9: documents are required once the payer's remittance reaches HKD 8000 (minor units). */
export const identityDocumentThresholdHkd = 800_000;

/**
 * A payout at or above this amount (converted to USD) waits in waiting_action until a user
 * verifies it. Per account (accounts.payout_verification_threshold_usd); this is the default.
 */
export const defaultPayoutVerificationThresholdUsd = 100_000;
export const payoutVerificationMaxAttempts = 5;
export const payoutVerificationLockMinutes = 15;
export const payoutEmailCodeMinutes = 10;

/** The rates a payout is priced at: payout currency → local, local → payout currency, → HKD, → USD. */
export type PayoutRates = { toLocal: string; back: string; toHkd: string; toUsd: string };

/**
 * What a payout of `amount` in `currency` delivers and costs (docs/fees.md "Payouts"): the payee
 * receives it converted into the method's currency; the method's fee schedule applies to that local
 * amount, and the fee is taken in the payout currency, converted back at the reverse pair's rate.
 * The HKD value counts towards the payer's identity-document line, the USD value against the
 * account's verification threshold. All in integer minor units (`convertMinor`, half up).
 */
export const payoutQuote = (method: PayoutMethod, amount: number, currency: Currency, rates: PayoutRates) => {
  const currencyLocal: Currency = payoutMethodRules[method].currency;
  const amountLocal = convertMinor(amount, currency, currencyLocal, rates.toLocal);
  const feeLocal = paymentFee(paymentMethodOf(method), amountLocal, currencyLocal).total;
  return {
    currencyLocal,
    amountLocal,
    exchangeRate: rates.toLocal,
    feeLocal,
    fee: convertMinor(feeLocal, currencyLocal, currency, rates.back),
    amountHkd: convertMinor(amount, currency, 'HKD', rates.toHkd),
    amountUsd: convertMinor(amount, currency, 'USD', rates.toUsd),
  };
};
export type PayoutQuote = ReturnType<typeof payoutQuote>;
