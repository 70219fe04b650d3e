import {
  type DisputeCloseReason,
  type DisputeReason,
  type DisputeType,
  disputeStatuses,
  type PaymentSourceType,
  paymentStatuses,
  refundStatuses,
} from '@paydeck/contract/payin-types';
import type { PaymentMethodFlow, PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Spec §3 payment. Amount columns are kept in step under a row lock (SELECT … FOR UPDATE):
 * refunds and disputes change them in the transaction that writes their ledger entries.
 */
export const payments = pgTable(
  'payments',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    method: text('method').$type<PaymentMethodId>().notNull(),
    flow: text('flow').$type<PaymentMethodFlow>().notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    amountPaid: money('amount_paid'),
    amountRefunded: money('amount_refunded'),
    amountRefundPending: money('amount_refund_pending'),
    /** Withdrawn by disputes that were lost or accepted: no longer refundable. */
    amountDisputeLost: money('amount_dispute_lost'),
    reference: text('reference'),
    /** Set when the account's unique reference mode was on at creation: the partial unique index holds it. */
    referenceUnique: boolean('reference_unique').notNull().default(false),
    customerId: text('customer_id'),
    sourceType: text('source_type').$type<PaymentSourceType>().notNull().default('regular'),
    sourceId: text('source_id'),
    /** The signed mandate it was charged under (source type regular_with_mandate or subscription). */
    mandateId: text('mandate_id'),
    /** A subscription's charge: which period (from 1) and which attempt at it (from 1). */
    billingPeriod: integer('billing_period'),
    billingAttempt: integer('billing_attempt'),
    description: text('description'),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Null until the processor answered the payment's submission (payment-submission.service.ts). */
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The payer page's capability (like a client secret): shown to the merchant in action.url only. */
    checkoutToken: text('checkout_token').notNull(),
    disputed: boolean('disputed').notNull().default(false),
    timeCreated: timeCreated(),
    timePaid: timestamp('time_paid', { withTimezone: true }),
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
  },
  (t) => [
    listIndex('payments_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('payments_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    listIndex('payments_account_mode_method_time_idx', [t.accountId, t.livemode, t.method], t.timeCreated, t.id),
    index('payments_account_mode_reference_idx').on(t.accountId, t.livemode, t.reference),
    listIndex('payments_account_mode_customer_time_idx', [t.accountId, t.livemode, t.customerId], t.timeCreated, t.id),
    uniqueIndex('payments_unique_reference_key').on(t.accountId, t.livemode, t.reference).where(sql`reference_unique`),
    listIndex(
      'payments_account_mode_mandate_time_idx',
      [t.accountId, t.livemode, t.mandateId],
      t.timeCreated,
      t.id,
    ).where(sql`mandate_id is not null`),
    listIndex(
      'payments_account_mode_source_time_idx',
      [t.accountId, t.livemode, t.sourceId],
      t.timeCreated,
      t.id,
    ).where(sql`source_id is not null`),
    // Exactly one charge per subscription period and attempt, whichever worker makes it.
    uniqueIndex('payments_subscription_period_key')
      .on(t.sourceId, t.billingPeriod, t.billingAttempt)
      .where(sql`source_type = 'subscription'`),
    // The expiry sweep reads only payments still open.
    index('payments_open_expiry_idx').on(t.timeExpired).where(sql`status in ('created', 'pending')`),
    // The submission sweep reads only payments whose processor has not answered yet.
    index('payments_unsubmitted_idx')
      .on(t.timeCreated)
      .where(sql`status = 'created' and gateway_transaction_id is null`),
  ],
);

/** Spec §3 refund. A pending refund already holds its amount (payments.amount_refund_pending, a ledger entry). */
export const refunds = pgTable(
  'refunds',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    method: text('method').$type<PaymentMethodId>().notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    reference: text('reference'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Null until the processor took the refund (refund-submission.service.ts). */
    gatewayTransactionId: text('gateway_transaction_id'),
    timeCreated: timeCreated(),
    timeRefunded: timestamp('time_refunded', { withTimezone: true }),
  },
  (t) => [
    listIndex('refunds_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('refunds_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    listIndex('refunds_account_mode_payment_time_idx', [t.accountId, t.livemode, t.paymentId], t.timeCreated, t.id),
    // The settlement sweep reads only pending refunds.
    index('refunds_pending_idx').on(t.timeCreated).where(sql`status = 'pending'`),
  ],
);

/** Spec §3 dispute, with the merchant's evidence. */
export const disputes = pgTable(
  'disputes',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    method: text('method').$type<PaymentMethodId>().notNull(),
    type: text('type').$type<DisputeType>().notNull(),
    status: text('status', { enum: disputeStatuses }).notNull(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    description: text('description'),
    gatewayTransactionId: text('gateway_transaction_id'),
    closeReason: text('close_reason').$type<DisputeCloseReason>(),
    evidenceText: text('evidence_text'),
    evidenceFileIds: text('evidence_file_ids').array().notNull().default(sql`'{}'::text[]`),
    timeEvidenceSubmitted: timestamp('time_evidence_submitted', { withTimezone: true }),
    timeCreated: timeCreated(),
    /** The response deadline. */
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
    timeClosed: timestamp('time_closed', { withTimezone: true }),
  },
  (t) => [
    listIndex('disputes_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('disputes_account_mode_status_time_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    listIndex('disputes_account_mode_payment_time_idx', [t.accountId, t.livemode, t.paymentId], t.timeCreated, t.id),
    // The deadline sweep reads only disputes awaiting a response.
    index('disputes_response_due_idx').on(t.timeExpired).where(sql`status = 'needs_response'`),
  ],
);
