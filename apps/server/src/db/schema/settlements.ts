import type { SettlementStatus } from '@paydeck/contract/settlements';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

/** Spec §3 bank account: an account's withdrawal destinations (settings, no mode). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    swiftCode: text('swift_code').notNull(),
    bankCountry: text('bank_country').notNull(),
    additionalInformation: text('additional_information').notNull(),
    accountNumber: text('account_number').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryAddress: text('beneficiary_address').notNull(),
    beneficiaryCountry: text('beneficiary_country').notNull(),
    currency: text('currency').notNull(),
    comment: text('comment'),
    intermediaryBankName: text('intermediary_bank_name'),
    intermediaryBankCountry: text('intermediary_bank_country'),
    isDefault: boolean('is_default').notNull().default(false),
    timeCreated: timeCreated(),
  },
  (t) => [
    index('bank_accounts_account_idx').on(t.accountId, t.timeCreated),
    // One default per account, held by the database.
    uniqueIndex('bank_accounts_one_default_idx').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** The bank account a settlement pays, copied when the withdrawal is made. */
export type SettlementBankAccountColumn = {
  id: string;
  bank_name: string;
  swift_code: string;
  bank_country: string;
  account_number: string;
  beneficiary_name: string;
  currency: string;
};

/** Spec §3 settlement: a withdrawal; its status moves only through settlement-transitions.ts. */
export const settlements = pgTable(
  'settlements',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    feeExchangeRate: text('fee_exchange_rate').notNull(),
    status: text('status').$type<SettlementStatus>().notNull(),
    description: text('description').notNull(),
    failureMessage: text('failure_message'),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    bankAccountId: text('bank_account_id').notNull(),
    bankAccount: jsonb('bank_account').$type<SettlementBankAccountColumn>().notNull(),
    timeCreated: timeCreated(),
    timeClosed: timestamp('time_closed', { withTimezone: true }),
  },
  (t) => [
    listIndex('settlements_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('settlements_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
  ],
);
