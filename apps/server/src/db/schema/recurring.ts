import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { type IntervalUnit, mandateStatuses, subscriptionStatuses } from '@paydeck/contract/recurring-rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { customers } from './customers.ts';
import { accounts } from './merchants.ts';

/** Spec §3 mandate: a customer's standing permission to charge one recurring-capable method. */
export const mandates = pgTable(
  'mandates',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method').$type<PaymentMethodId>().notNull(),
    status: text('status', { enum: mandateStatuses }).notNull(),
    reference: text('reference'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    /** The signing page's capability, shown to the merchant in action.url only. */
    signingToken: text('signing_token').notNull(),
    /** Test mode: the customer signed asking the simulator to decline later charges (this failure code). */
    testChargeFailure: text('test_charge_failure'),
    timeCreated: timeCreated(),
    timeSigned: timestamp('time_signed', { withTimezone: true }),
  },
  (t) => [
    listIndex('mandates_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('mandates_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    listIndex('mandates_account_mode_customer_time_idx', [t.accountId, t.livemode, t.customerId], t.timeCreated, t.id),
  ],
);

/**
 * Spec §3 subscription. Charge k (from 0) is due at `anchor` plus k intervals in `time_zone`
 * (billing-calendar.ts): the anchor is the creation or the trial's end. `time_current_period_end`
 * is when the billing engine charges next (the period's start, or a retry; null once it has no
 * charge left to make), `claimed_until` the lease of the worker charging it now.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    mandateId: text('mandate_id')
      .notNull()
      .references(() => mandates.id),
    reference: text('reference'),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    intervalUnit: text('interval_unit').$type<IntervalUnit>().notNull(),
    intervalCount: integer('interval_count').notNull(),
    intervalCompleted: integer('interval_completed').notNull().default(0),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    description: text('description'),
    email: text('email'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    timeZone: text('time_zone').notNull(),
    anchor: timestamp('anchor', { withTimezone: true }).notNull(),
    timeTrialEnd: timestamp('time_trial_end', { withTimezone: true }),
    timeCurrentPeriodEnd: timestamp('time_current_period_end', { withTimezone: true }),
    /** Failed attempts at the current period's charge (billing-policy.ts retries it). */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Test mode: the subscription's test clock (null: billed by the real time). */
    testClockTime: timestamp('test_clock_time', { withTimezone: true }),
    timeCreated: timeCreated(),
  },
  (t) => [
    listIndex('subscriptions_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('subscriptions_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    listIndex(
      'subscriptions_account_mode_customer_time_idx',
      [t.accountId, t.livemode, t.customerId],
      t.timeCreated,
      t.id,
    ),
    // The billing engine reads only subscriptions with a charge to make, by the real clock or their test clock.
    index('subscriptions_due_idx')
      .on(t.timeCurrentPeriodEnd)
      .where(sql`time_current_period_end is not null and test_clock_time is null`),
    index('subscriptions_test_clock_due_idx')
      .on(t.timeCurrentPeriodEnd)
      .where(sql`time_current_period_end is not null and test_clock_time is not null`),
  ],
);
