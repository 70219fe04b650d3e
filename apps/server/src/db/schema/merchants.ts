import { defaultSettlementDelayDays } from '@paydeck/contract/payin-types';
import { defaultPayoutVerificationThresholdUsd } from '@paydeck/contract/payout-rules';
import {
  accountStatuses,
  activationStatuses,
  type BuiltInRole,
  businessTypes,
  inviteStatuses,
  memberStatuses,
  merchantStatuses,
} from '@paydeck/contract/roles';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { users } from './identity.ts';

export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerUserId: text('owner_user_id')
    .notNull()
    .references(() => users.id),
  country: text('country').notNull(),
  status: text('status', { enum: merchantStatuses }).notNull().default('normal'),
  timeCreated: timeCreated(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    businessTypes: text('business_types', { enum: businessTypes }).array().notNull(),
    defaultSettlementCurrency: text('default_settlement_currency').notNull().default('USD'),
    settlementCurrencies: text('settlement_currencies').array().notNull(),
    enableReferenceUnique: boolean('enable_reference_unique').notNull().default(false),
    /** An inactivated account runs in test mode only. */
    activation: text('activation', { enum: activationStatuses }).notNull().default('inactivated'),
    status: text('status', { enum: accountStatuses }).notNull().default('normal'),
    timeDisabled: timestamp('time_disabled', { withTimezone: true }),
    /** Set with a disabled account's freeze: withdrawals open again at this time. */
    timeWithdrawalsAvailable: timestamp('time_withdrawals_available', { withTimezone: true }),
    freezeDays: integer('freeze_days'),
    /** Days before a balance movement's funds become available (balance transaction status). */
    settlementDelayDays: integer('settlement_delay_days').notNull().default(defaultSettlementDelayDays),
    /** A payout at or above this (in USD minor units) waits for a user's verification. */
    payoutVerificationThresholdUsd: bigint('payout_verification_threshold_usd', { mode: 'number' })
      .notNull()
      .default(defaultPayoutVerificationThresholdUsd),
    timeCreated: timeCreated(),
  },
  (t) => [index('accounts_merchant_idx').on(t.merchantId, t.timeCreated)],
);

export const accountMembers = pgTable(
  'account_members',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().$type<BuiltInRole[]>().notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('normal'),
    timeCreated: timeCreated(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_members_user_idx').on(t.userId),
    listIndex('account_members_account_time_idx', [t.accountId], t.timeCreated, t.userId),
  ],
);

/** Team invitations (spec §3): valid for 7 days; the emailed link carries a token stored hashed. */
export const invitations = pgTable(
  'invitations',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    roles: text('roles').array().$type<BuiltInRole[]>().notNull(),
    status: text('status', { enum: inviteStatuses }).notNull().default('inviting'),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: text('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    timeCreated: timeCreated(),
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
    timeAccepted: timestamp('time_accepted', { withTimezone: true }),
  },
  (t) => [
    listIndex('invitations_account_time_idx', [t.accountId], t.timeCreated, t.id),
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
  ],
);
