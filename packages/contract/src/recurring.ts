import { z } from 'zod';
import { amountCeiling } from './currencies.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import {
  currencyCode,
  idParams,
  merchantReference,
  metadata,
  minorUnits,
  nullableTime,
  optionalEmail,
  paymentMethodId,
  statusFilter,
  unixSeconds,
} from './payin-fields.ts';
import { payment } from './payments.ts';
import { intervalUnits, mandateStatuses, maxIntervalCount, subscriptionStatuses } from './recurring-rules.ts';

/** Where the customer goes to sign a mandate: the Paydeck hosted page. */
export const mandateAction = z
  .object({
    type: z.literal('redirect'),
    url: z
      .string()
      .meta({ description: 'The hosted signing page. It carries a secret token: send it to the customer only.' }),
  })
  .meta({ id: 'MandateAction' });

/** Spec §3 mandate: the customer's standing permission to charge a recurring-capable method. */
export const mandate = z
  .object({
    id: z.string(),
    object: z.literal('mandate'),
    livemode: z.boolean(),
    customer_id: z.string(),
    reference: z.string().nullable(),
    payment_method: paymentMethodId,
    status: z.enum(mandateStatuses),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    action: mandateAction.nullable().meta({ description: 'Until the customer has signed: where to sign.' }),
    extra: z.record(z.string(), z.string()),
    time_created: unixSeconds,
    time_signed: nullableTime,
  })
  .meta({
    id: 'Mandate',
    example: {
      id: 'mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs',
      object: 'mandate',
      livemode: false,
      customer_id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c',
      reference: 'plan-gold-10042',
      payment_method: 'alipay_cn',
      status: 'succeeded',
      failure_code: null,
      failure_message: null,
      action: null,
      extra: {},
      time_created: 1767225600,
      time_signed: 1767225720,
    },
  });
export type Mandate = z.output<typeof mandate>;
export const mandateEnvelope = envelope(mandate);
export const mandateListEnvelope = envelope(listPage(mandate));

/** A mandate with the payments made under it (the detail page). */
export const mandateDetail = mandate
  .extend({
    payments: z.array(payment).meta({ description: 'The 20 latest payments charged under the mandate, newest first.' }),
  })
  .meta({ id: 'MandateDetail' });
export type MandateDetail = z.output<typeof mandateDetail>;
export const mandateDetailEnvelope = envelope(mandateDetail);

export const mandateCreateBody = z
  .object({
    livemode: livemodeBodyField,
    customer_id: z.string().max(64),
    payment_method: paymentMethodId.meta({ description: 'A recurring-capable method enabled for the account.' }),
    reference: merchantReference,
  })
  .meta({
    id: 'MandateCreateBody',
    example: { livemode: 0, customer_id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c', payment_method: 'alipay_cn' },
  });
export type MandateCreateBody = z.input<typeof mandateCreateBody>;

export const mandateListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(mandateStatuses),
  payment_method: paymentMethodId.optional(),
  customer_id: z.string().max(64).optional(),
});
export const mandateParams = idParams('mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs');
export type MandateListQuery = z.infer<typeof mandateListQuery>;

/** A payment "regular with mandate": charged under a signed mandate, without the payer. */
export const mandateChargeBody = z
  .object({
    livemode: livemodeBodyField,
    amount: z.number().int().positive().max(amountCeiling),
    currency: currencyCode,
    reference: merchantReference,
    description: z.string().trim().max(255).nullable().optional(),
    metadata: metadata.optional(),
  })
  .meta({
    id: 'MandateChargeBody',
    example: { livemode: 0, amount: 4_500, currency: 'CNY', reference: 'order-10043' },
  });
export type MandateChargeBody = z.input<typeof mandateChargeBody>;

/** The body of a mandate's cancel (just the mode). */
export const recurringActionBody = z.object({ livemode: livemodeBodyField }).meta({ id: 'RecurringActionBody' });

/** A subscription's own clock in test mode: billing runs by it instead of the real time. */
export const testClock = z
  .object({
    frozen_time: unixSeconds.meta({ description: 'The time the subscription is billed by.' }),
  })
  .meta({ id: 'TestClock' });

/** Spec §3 subscription. */
export const subscription = z
  .object({
    id: z.string(),
    object: z.literal('subscription'),
    livemode: z.boolean(),
    customer_id: z.string(),
    mandate_id: z.string(),
    reference: z.string().nullable(),
    currency: currencyCode,
    amount: minorUnits.meta({
      description: 'Charged at the start of each period: at creation, or when the trial ends, then every interval.',
    }),
    interval_unit: z.enum(intervalUnits),
    interval_count: z.number().int().meta({ description: 'How many times it is charged in all ("times").' }),
    interval_completed: z.number().int().meta({ description: 'Charges made so far.' }),
    status: z.enum(subscriptionStatuses),
    description: z.string().nullable(),
    email: z.string().nullable(),
    time_trial_end: nullableTime,
    time_created: unixSeconds,
    time_current_period_end: nullableTime.meta({
      description: 'When the next charge is made ("next invoiced"); null once canceled or completed.',
    }),
    metadata: z.record(z.string(), z.string()),
    extra: z.record(z.string(), z.string()),
    action: mandateAction
      .nullable()
      .meta({ description: 'Always null: a subscription charges a mandate its customer has already signed.' }),
    test_clock: testClock
      .nullable()
      .meta({ description: 'Test mode: the clock the subscription is billed by, when created with one.' }),
  })
  .meta({
    id: 'Subscription',
    example: {
      id: 'sub_2Kd9Lx4Qw7Vn3Rt8Zb5Yc1Hs',
      object: 'subscription',
      livemode: false,
      customer_id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c',
      mandate_id: 'mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs',
      reference: 'plan-gold-10042',
      currency: 'CNY',
      amount: 9_900,
      interval_unit: 'month',
      interval_count: 12,
      interval_completed: 3,
      status: 'active',
      description: 'Gold plan',
      email: 'mei.chan@example.com',
      time_trial_end: null,
      time_created: 1767225600,
      time_current_period_end: 1775001600,
      metadata: { plan: 'gold' },
      extra: {},
      action: null,
      test_clock: null,
    },
  });
export type Subscription = z.output<typeof subscription>;
export const subscriptionEnvelope = envelope(subscription);
export const subscriptionListEnvelope = envelope(listPage(subscription));

/** A subscription with the payments it charged (the detail page). */
export const subscriptionDetail = subscription
  .extend({
    payments: z.array(payment).meta({ description: 'The 20 latest charges, newest first.' }),
  })
  .meta({ id: 'SubscriptionDetail' });
export type SubscriptionDetail = z.output<typeof subscriptionDetail>;
export const subscriptionDetailEnvelope = envelope(subscriptionDetail);

export const subscriptionCreateBody = z
  .object({
    livemode: livemodeBodyField,
    customer_id: z.string().max(64),
    mandate_id: z.string().max(64).meta({ description: 'A succeeded mandate of the same customer.' }),
    amount: z.number().int().positive().max(amountCeiling),
    currency: currencyCode,
    interval_unit: z.enum(intervalUnits),
    interval_count: z.number().int().min(1).max(maxIntervalCount),
    time_trial_end: unixSeconds.nullable().optional().meta({ description: 'In the future; no charge before it.' }),
    reference: merchantReference,
    description: z.string().trim().max(255).nullable().optional(),
    email: optionalEmail,
    metadata: metadata.optional(),
    test_clock: z
      .boolean()
      .optional()
      .meta({ description: 'Test mode only: bill by a test clock that starts now and moves only when advanced.' }),
  })
  .meta({
    id: 'SubscriptionCreateBody',
    example: {
      livemode: 0,
      customer_id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c',
      mandate_id: 'mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs',
      amount: 9_900,
      currency: 'CNY',
      interval_unit: 'month',
      interval_count: 12,
      description: 'Gold plan',
    },
  });
export type SubscriptionCreateBody = z.input<typeof subscriptionCreateBody>;

export const subscriptionListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(subscriptionStatuses),
  customer_id: z.string().max(64).optional(),
});
export const subscriptionParams = idParams('sub_2Kd9Lx4Qw7Vn3Rt8Zb5Yc1Hs');
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;

/** Moves a subscription's test clock forward: at most two intervals per step. */
export const testClockAdvanceBody = z
  .object({ livemode: livemodeBodyField, frozen_time: unixSeconds })
  .meta({ id: 'TestClockAdvanceBody', example: { livemode: 0, frozen_time: 1769904000 } });
export type TestClockAdvanceBody = z.input<typeof testClockAdvanceBody>;
