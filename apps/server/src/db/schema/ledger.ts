import type { BalanceSourceType, BalanceTransactionType } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

export type FeeDetailColumn = { type: 'processing_fee'; amount: number; description: string };

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
    currency: text('currency').notNull(),
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
  ],
);

/**
 * One running balance per account, mode and currency: the sum of its entries' net. Every entry
 * updates it in the same transaction, and the update's row lock orders concurrent writers.
 */
export const balances = pgTable(
  'balances',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode, t.currency] })],
);
