import type { CustomerAddress } from '@paydeck/contract/customers';
import type { EntityType, PayoutMethod, PayoutPurpose, PayoutStatus } from '@paydeck/contract/payout-rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';
import { files } from './system.ts';

export type PayerAddressesColumn = {
  residential: CustomerAddress | null;
  registered: CustomerAddress | null;
  business: CustomerAddress | null;
};

/** Spec §3 payer: who sends a payout (the merchant's client), per account and mode. */
export const payers = pgTable(
  'payers',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    reference: text('reference'),
    entityType: text('entity_type').$type<EntityType>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nationality: text('nationality'),
    email: text('email'),
    phone: text('phone'),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    registrationCountry: text('registration_country'),
    description: text('description'),
    addresses: jsonb('addresses').$type<PayerAddressesColumn>().notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [listIndex('payers_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id)],
);

/** A payer's identity documents (spec §9: at most 3, held by the payer row's lock). */
export const payerIdentityDocuments = pgTable(
  'payer_identity_documents',
  {
    payerId: text('payer_id')
      .notNull()
      .references(() => payers.id),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    timeCreated: timeCreated(),
  },
  (t) => [primaryKey({ columns: [t.payerId, t.fileId] })],
);

/** Spec §3 payee: who receives a payout. */
export const payees = pgTable(
  'payees',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    reference: text('reference'),
    entityType: text('entity_type').$type<EntityType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationality: text('nationality').notNull(),
    email: text('email'),
    phone: text('phone'),
    description: text('description'),
    timeCreated: timeCreated(),
  },
  (t) => [listIndex('payees_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id)],
);

/** Spec §3 payout method: a payee's account at a method; deleted ones stay for their payouts. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    payeeId: text('payee_id')
      .notNull()
      .references(() => payees.id),
    method: text('method').$type<PayoutMethod>().notNull(),
    account: text('account').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    description: text('description'),
    timeCreated: timeCreated(),
    timeDeleted: timestamp('time_deleted', { withTimezone: true }),
  },
  (t) => [
    listIndex('payout_methods_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    index('payout_methods_payee_idx').on(t.payeeId),
  ],
);

/** Spec §3 payout; its status moves only through payout-transitions.ts. */
export const payouts = pgTable(
  'payouts',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    reference: text('reference'),
    payerId: text('payer_id')
      .notNull()
      .references(() => payers.id),
    payeeId: text('payee_id')
      .notNull()
      .references(() => payees.id),
    payoutMethodId: text('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id),
    method: text('method').$type<PayoutMethod>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    currencyLocal: text('currency_local').notNull(),
    amountLocal: bigint('amount_local', { mode: 'number' }).notNull(),
    exchangeRate: text('exchange_rate').notNull(),
    /** The amount in HKD at creation: the payer's remittance (spec §9) sums these. */
    amountHkd: bigint('amount_hkd', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<PayoutPurpose>().notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** Verification of a waiting payout: wrong codes, the lock, an emailed code (hashed). */
    verifyAttempts: integer('verify_attempts').notNull().default(0),
    verifyLockedUntil: timestamp('verify_locked_until', { withTimezone: true }),
    verifyCodeHash: text('verify_code_hash'),
    verifyCodeExpires: timestamp('verify_code_expires', { withTimezone: true }),
    timeCreated: timeCreated(),
    timeSucceeded: timestamp('time_succeeded', { withTimezone: true }),
    timeClosed: timestamp('time_closed', { withTimezone: true }),
  },
  (t) => [
    listIndex('payouts_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('payouts_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    index('payouts_payer_idx').on(t.payerId),
    index('payouts_unsubmitted_idx')
      .on(t.timeCreated)
      .where(sql`status = 'pending' and gateway_transaction_id is null`),
  ],
);
