import { z } from 'zod';
import { amountCeiling, settlementCurrencies } from './currencies.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import { idParams, minorUnits, nullableTime, statusFilter, unixSeconds } from './payin-fields.ts';
import { settlementDescriptionMaxLength, settlementStatuses } from './settlement-rules.ts';

export { type SettlementStatus, settlementDescriptionMaxLength, settlementStatuses } from './settlement-rules.ts';

/** The bank account a settlement is paid to, as it was when the withdrawal was made. */
export const settlementBankAccount = z
  .object({
    id: z.string(),
    bank_name: z.string(),
    swift_code: z.string(),
    bank_country: z.string(),
    account_number: z.string(),
    beneficiary_name: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'SettlementBankAccount' });

/** Spec §3 settlement: a withdrawal of `amount` to a bank account, with its fee taken on top. */
export const settlementExample = {
  id: 'stl_4Wc8Nd2Qx6Lp1Zr9Vb3Hk7Tm',
  object: 'settlement',
  livemode: true,
  currency: 'HKD',
  amount: 1_000_000,
  fee: 15_625,
  fee_exchange_rate: '7.8125',
  status: 'pending',
  description: 'Monthly withdrawal',
  failure_message: null,
  arrival_date: '2027-01-05',
  bank_account: {
    id: 'ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy',
    bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
    swift_code: 'HSBCHKHHHKH',
    bank_country: 'HK',
    account_number: '004-123456-001',
    beneficiary_name: 'HARBOUR TRADING LTD.',
    currency: 'HKD',
  },
  time_created: 1767225600,
  time_closed: null,
};

export const settlement = z
  .object({
    id: z.string(),
    object: z.literal('settlement'),
    livemode: z.boolean(),
    currency: z.enum(settlementCurrencies),
    amount: minorUnits.meta({ description: 'What the bank account receives: the requested amount.' }),
    fee: minorUnits.meta({
      description: 'Spec §9: USD 20 per request, in the settlement currency; taken from the balance on top of amount.',
    }),
    fee_exchange_rate: z.string().meta({ description: 'USD to the settlement currency, as the fee was converted.' }),
    status: z.enum(settlementStatuses),
    description: z.string(),
    failure_message: z.string().nullable(),
    arrival_date: z.string().meta({ description: 'Expected arrival (YYYY-MM-DD, the account’s time zone).' }),
    bank_account: settlementBankAccount,
    time_created: unixSeconds,
    time_closed: nullableTime.meta({ description: 'When it was paid, canceled or failed.' }),
  })
  .meta({ id: 'Settlement', example: settlementExample });
export type Settlement = z.output<typeof settlement>;
export const settlementEnvelope = envelope(settlement);
export const settlementListEnvelope = envelope(listPage(settlement));

/** Spec §5 settlement withdrawal: currency (chosen first), amount, bank account and description. */
export const settlementCreateBody = z
  .object({
    livemode: livemodeBodyField,
    currency: z.enum(settlementCurrencies),
    amount: z
      .number()
      .int()
      .min(1)
      .max(amountCeiling)
      .meta({ description: 'Minor units; at most the available balance less the fee.', example: 1_000_000 }),
    bank_account_id: z.string().min(1).max(64),
    description: z.string().trim().min(1).max(settlementDescriptionMaxLength),
  })
  .meta({
    id: 'SettlementCreateBody',
    example: {
      livemode: 1,
      currency: 'HKD',
      amount: 1_000_000,
      bank_account_id: 'ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy',
      description: 'Monthly withdrawal',
    },
  });
export type SettlementCreateBody = z.input<typeof settlementCreateBody>;
export type SettlementInput = z.output<typeof settlementCreateBody>;

export const settlementListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(settlementStatuses),
  currency: z.enum(settlementCurrencies).optional(),
});
export type SettlementListQuery = z.infer<typeof settlementListQuery>;
export const settlementParams = idParams('stl_4Wc8Nd2Qx6Lp1Zr9Vb3Hk7Tm');

/** Test mode: the simulated provider pays, cancels or fails a pending settlement. */
export const settlementSimulateBody = z
  .object({
    livemode: livemodeBodyField,
    outcome: z.enum(['paid', 'canceled', 'failed']),
  })
  .meta({ id: 'SettlementSimulateBody', example: { livemode: 0, outcome: 'paid' } });
export type SettlementSimulateBody = z.input<typeof settlementSimulateBody>;

/** One currency of the balance summary. */
export const balanceSummaryItem = z
  .object({
    currency: z.string(),
    available: minorUnits.meta({ description: 'Can be withdrawn now (0 while a disabled account is frozen).' }),
    pending: minorUnits.meta({ description: 'Not available yet (each entry until its time_available).' }),
    frozen: minorUnits.meta({ description: "A disabled account's available balance, until its freeze ends." }),
    withdrawal_fee: minorUnits.meta({ description: 'Spec §9: the USD 20 fee of one withdrawal, in this currency.' }),
    fee_exchange_rate: z.string(),
  })
  .meta({ id: 'BalanceSummaryItem' });
export type BalanceSummaryItem = z.output<typeof balanceSummaryItem>;

/** Spec §2 balance summary: per currency, with the account's time zone and any freeze. */
export const balanceSummary = z
  .object({
    object: z.literal('balance'),
    livemode: z.boolean(),
    timezone: z.string().meta({ example: 'Asia/Hong_Kong' }),
    default_settlement_currency: z.string(),
    settlement_currencies: z.array(z.string()),
    time_withdrawals_available: nullableTime.meta({
      description: 'A disabled account: withdrawals are refused until this time.',
    }),
    balances: z.array(balanceSummaryItem),
  })
  .meta({ id: 'BalanceSummary' });
export type BalanceSummary = z.output<typeof balanceSummary>;
export const balanceSummaryEnvelope = envelope(balanceSummary);
