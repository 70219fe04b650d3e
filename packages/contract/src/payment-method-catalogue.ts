import type { Currency } from './currencies.ts';
import type { BusinessType } from './roles.ts';

/**
 * The local payment methods Paydeck offers, without zod so the web can list, label and filter
 * them. Amounts (limits, fixed fees) are integer minor units of their currency; docs/fees.md is
 * generated from this table.
 */

export const paymentMethodTypes = [
  'e_wallet',
  'card',
  'bank_transfer',
  'bank_redirect',
  'real_time_payment',
  'voucher',
] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** How the payer completes a payment: sent to a page, shown a QR code, or handed a voucher to pay later. */
export const paymentMethodFlows = ['redirect', 'qrcode', 'voucher'] as const;
export type PaymentMethodFlow = (typeof paymentMethodFlows)[number];

/** Spec §3 "Payment method status: enable, disable", per account and mode. */
export const paymentMethodStatuses = ['enable', 'disable'] as const;
export type PaymentMethodStatus = (typeof paymentMethodStatuses)[number];

export type AmountLimit = { min: number; max: number };

/** What Paydeck charges per payment: a percentage in basis points plus a fixed amount per currency. */
export type FeeSchedule = { percentageBps: number; fixed: Partial<Record<Currency, number>> };

export type PaymentMethodDefinition = {
  method: string;
  /** The brand name, as payers know it. */
  name: string;
  type: PaymentMethodType;
  flow: PaymentMethodFlow;
  /** ISO 3166-1 alpha-2 country the method serves. */
  country: string;
  currencies: readonly Currency[];
  businessTypes: readonly BusinessType[];
  /** Per currency, inclusive, in minor units. */
  limits: Partial<Record<Currency, AmountLimit>>;
  fee: FeeSchedule;
};

const catalogue = [
  {
    method: 'alipay_cn',
    name: 'Alipay',
    type: 'e_wallet',
    flow: 'qrcode',
    country: 'CN',
    currencies: ['CNY'],
    businessTypes: ['payin', 'recurring', 'payout'],
    limits: { CNY: { min: 1, max: 5_000_000 } },
    fee: { percentageBps: 220, fixed: { CNY: 0 } },
  },
  {
    method: 'wechatpay_cn',
    name: 'WeChat Pay',
    type: 'e_wallet',
    flow: 'qrcode',
    country: 'CN',
    currencies: ['CNY'],
    businessTypes: ['payin', 'recurring'],
    limits: { CNY: { min: 1, max: 5_000_000 } },
    fee: { percentageBps: 220, fixed: { CNY: 0 } },
  },
  {
    method: 'unionpay_cn',
    name: 'UnionPay',
    type: 'card',
    flow: 'redirect',
    country: 'CN',
    currencies: ['CNY'],
    businessTypes: ['payin'],
    limits: { CNY: { min: 100, max: 10_000_000 } },
    fee: { percentageBps: 180, fixed: { CNY: 100 } },
  },
  {
    method: 'alipay_hk',
    name: 'AlipayHK',
    type: 'e_wallet',
    flow: 'qrcode',
    country: 'HK',
    currencies: ['HKD'],
    businessTypes: ['payin', 'recurring'],
    limits: { HKD: { min: 100, max: 5_000_000 } },
    fee: { percentageBps: 200, fixed: { HKD: 0 } },
  },
  {
    method: 'fps_hk',
    name: 'FPS',
    type: 'real_time_payment',
    flow: 'qrcode',
    country: 'HK',
    currencies: ['HKD'],
    businessTypes: ['payin', 'payout'],
    limits: { HKD: { min: 100, max: 100_000_000 } },
    fee: { percentageBps: 80, fixed: { HKD: 200 } },
  },
  {
    method: 'paynow_sg',
    name: 'PayNow',
    type: 'real_time_payment',
    flow: 'qrcode',
    country: 'SG',
    currencies: ['SGD'],
    businessTypes: ['payin', 'payout'],
    limits: { SGD: { min: 100, max: 20_000_000 } },
    fee: { percentageBps: 90, fixed: { SGD: 20 } },
  },
  {
    method: 'promptpay_th',
    name: 'PromptPay',
    type: 'real_time_payment',
    flow: 'qrcode',
    country: 'TH',
    currencies: ['THB'],
    businessTypes: ['payin', 'payout'],
    limits: { THB: { min: 2_000, max: 5_000_000 } },
    fee: { percentageBps: 100, fixed: { THB: 300 } },
  },
  {
    method: 'gcash_ph',
    name: 'GCash',
    type: 'e_wallet',
    flow: 'redirect',
    country: 'PH',
    currencies: ['PHP'],
    businessTypes: ['payin', 'payout'],
    limits: { PHP: { min: 2_000, max: 10_000_000 } },
    fee: { percentageBps: 230, fixed: { PHP: 0 } },
  },
  {
    method: 'dana_id',
    name: 'DANA',
    type: 'e_wallet',
    flow: 'redirect',
    country: 'ID',
    currencies: ['IDR'],
    businessTypes: ['payin'],
    limits: { IDR: { min: 100_000, max: 2_000_000_000 } },
    fee: { percentageBps: 170, fixed: { IDR: 0 } },
  },
  {
    method: 'upi_in',
    name: 'UPI',
    type: 'real_time_payment',
    flow: 'qrcode',
    country: 'IN',
    currencies: ['INR'],
    businessTypes: ['payin', 'recurring', 'payout'],
    limits: { INR: { min: 100, max: 10_000_000 } },
    fee: { percentageBps: 150, fixed: { INR: 0 } },
  },
  {
    method: 'pix_br',
    name: 'Pix',
    type: 'real_time_payment',
    flow: 'qrcode',
    country: 'BR',
    currencies: ['BRL'],
    businessTypes: ['payin', 'recurring', 'payout'],
    limits: { BRL: { min: 100, max: 10_000_000 } },
    fee: { percentageBps: 99, fixed: { BRL: 0 } },
  },
  {
    method: 'boleto_br',
    name: 'Boleto Bancário',
    type: 'voucher',
    flow: 'voucher',
    country: 'BR',
    currencies: ['BRL'],
    businessTypes: ['payin'],
    limits: { BRL: { min: 500, max: 5_000_000 } },
    fee: { percentageBps: 0, fixed: { BRL: 345 } },
  },
  {
    method: 'oxxo_mx',
    name: 'OXXO',
    type: 'voucher',
    flow: 'voucher',
    country: 'MX',
    currencies: ['MXN'],
    businessTypes: ['payin'],
    limits: { MXN: { min: 1_000, max: 1_000_000 } },
    fee: { percentageBps: 360, fixed: { MXN: 400 } },
  },
  {
    method: 'ideal_nl',
    name: 'iDEAL',
    type: 'bank_redirect',
    flow: 'redirect',
    country: 'NL',
    currencies: ['EUR'],
    businessTypes: ['payin', 'recurring'],
    limits: { EUR: { min: 10, max: 5_000_000 } },
    fee: { percentageBps: 0, fixed: { EUR: 29 } },
  },
  {
    method: 'bancontact_be',
    name: 'Bancontact',
    type: 'card',
    flow: 'redirect',
    country: 'BE',
    currencies: ['EUR'],
    businessTypes: ['payin'],
    limits: { EUR: { min: 100, max: 5_000_000 } },
    fee: { percentageBps: 140, fixed: { EUR: 25 } },
  },
  {
    method: 'blik_pl',
    name: 'BLIK',
    type: 'real_time_payment',
    flow: 'redirect',
    country: 'PL',
    currencies: ['PLN'],
    businessTypes: ['payin'],
    limits: { PLN: { min: 100, max: 5_000_000 } },
    fee: { percentageBps: 160, fixed: { PLN: 50 } },
  },
] as const satisfies readonly PaymentMethodDefinition[];

export type PaymentMethodId = (typeof catalogue)[number]['method'];
/** In the order lists show them. */
export const paymentMethodCatalogue: readonly (PaymentMethodDefinition & { method: PaymentMethodId })[] = catalogue;
export const paymentMethodIds = paymentMethodCatalogue.map((entry) => entry.method);

type CatalogueEntry = (typeof paymentMethodCatalogue)[number];
const byId = new Map<string, CatalogueEntry>(paymentMethodCatalogue.map((entry) => [entry.method, entry]));

export const isPaymentMethodId = (value: unknown): value is PaymentMethodId =>
  typeof value === 'string' && byId.has(value);

export const paymentMethodOf = (method: PaymentMethodId): CatalogueEntry => {
  const entry = byId.get(method);
  if (!entry) throw new Error(`unknown payment method ${method}`);
  return entry;
};

/** A method is offered to an account when it serves one of the account's business types. */
export const servesBusiness = (definition: PaymentMethodDefinition, businessTypes: readonly BusinessType[]) =>
  definition.businessTypes.some((type) => businessTypes.includes(type));

export type FeeBreakdown = { percentage: number; fixed: number; total: number };

/**
 * The fee of one payment in minor units: `round(amount × bps / 10000)` (half up) plus the fixed
 * part of the currency. The product `amount × bps` passes 2^53 for amounts above about 9 × 10^11
 * (bps up to 10000), where a float multiplication rounds: it is computed in BigInt, and the
 * division truncates, which for a non-negative sum is the floor of the half-up rule. The result
 * is at most the amount, so it is a safe integer again.
 */
export const paymentFee = (definition: PaymentMethodDefinition, amount: number, currency: Currency): FeeBreakdown => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`amount must be a non-negative integer: ${amount}`);
  const fixed = definition.fee.fixed[currency];
  if (fixed === undefined) throw new Error(`${definition.method} takes no ${currency}`);
  const percentage = Number((BigInt(amount) * BigInt(definition.fee.percentageBps) + 5_000n) / 10_000n);
  return { percentage, fixed, total: percentage + fixed };
};

/**
 * A new payment's amount rule: whole minor units within the method's limit for the currency,
 * inclusive. The server refuses others (`amount_out_of_range`); forms check with the same rule.
 */
export const isWithinLimit = (limit: AmountLimit, amount: number) =>
  Number.isSafeInteger(amount) && amount >= limit.min && amount <= limit.max;
