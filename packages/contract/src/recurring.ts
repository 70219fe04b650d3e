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
    amount: minorUnits.meta({ description: 'Charged at the end of each period.' }),
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
    },
  });
export type Subscription = z.output<typeof subscription>;
export const subscriptionEnvelope = envelope(subscription);
export const subscriptionListEnvelope = envelope(listPage(subscription));

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
