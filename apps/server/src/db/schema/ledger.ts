import type { BalanceSourceType, BalanceTransactionType, FeeType } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

export type FeeDetailColumn = { type: FeeType; amount: number; description: string };

/**
 * The ledger (spec §3 balance transaction): written in the transaction of each money movement,
 * never updated or deleted; a correction is a new entry. Status is derived from `time_available`.
 */
export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    type: text('type').$type<BalanceTransactionType>().notNull(),
    sourceType: text('source_type').$type<BalanceSourceType>().notNull(),
    sourceId: text('source_id').notNull(),
    /** The payment a refund or dispute belongs to (the payment itself for a payment entry). */
    paymentId: text('payment_id'),
    method: text('method').$type<PaymentMethodId>(),
    /** The balance's currency; `sourceCurrency` is the source's, converted at `exchangeRate` when they differ. */
    currency: text('currency').notNull(),
    sourceCurrency: text('source_currency').notNull(),
    sourceAmount: bigint('source_amount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull(),
    feeDetails: jsonb('fee_details').$type<FeeDetailColumn[]>().notNull(),
    exchangeRate: text('exchange_rate').notNull().default('1'),
    net: bigint('net', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    timeCreated: timeCreated(),
    timeAvailable: timestamp('time_available', { withTimezone: true }).notNull(),
  },
  (t) => [
    listIndex('balance_transactions_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex(
      'balance_transactions_account_mode_type_time_idx',
      [t.accountId, t.livemode, t.type],
      t.timeCreated,
      t.id,
    ),
    index('balance_transactions_account_mode_source_idx').on(t.accountId, t.livemode, t.sourceId),
    // The maturity job's range: one balance's entries that became available since it last looked.
    index('balance_transactions_balance_available_idx').on(t.accountId, t.livemode, t.currency, t.timeAvailable),
  ],
);

/**
 * One running balance per account, mode and currency; `available + pending` is the sum of its
 * entries' net. `available` holds exactly the entries whose `time_available` is at or before
 * `matured_through`, the rest are `pending`: an entry lands in one or the other under this row's
 * lock, and only the maturity job and the guarded debit move `matured_through` on (with the
 * entries it passes). The row lock orders every writer of one balance.
 */
export const balances = pgTable(
  'balances',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    currency: text('currency').notNull(),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    pending: bigint('pending', { mode: 'number' }).notNull().default(0),
    maturedThrough: timestamp('matured_through', { withTimezone: true }).notNull().default(sql`'epoch'`),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode, t.currency] })],
);

/**
 * The provider's exchange rates (`npm run ops -- set-rate`): one row per pair and effective time,
 * never changed; a conversion uses the newest row effective at the movement's time. Seeded with
 * demo rates against USD (migration 0015); other pairs cross through USD.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    /** A decimal string (contract exchange-rates.ts): 1 base = rate quote. */
    rate: text('rate').notNull(),
    timeEffective: timestamp('time_effective', { withTimezone: true }).notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [primaryKey({ columns: [t.baseCurrency, t.quoteCurrency, t.timeEffective] })],
);
