import { z } from 'zod';
import { amountCeiling } from './currencies.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import {
  currencyCode,
  idParams,
  metadata,
  minorUnits,
  nullableTime,
  paymentMethodId,
  statusFilter,
  unixSeconds,
} from './payin-fields.ts';
import { refundFailureCodes, refundStatuses } from './payin-types.ts';
import { refundDescriptionMaxLength } from './refund-rules.ts';

/** Spec §3 refund. */
/** A refund as the API returns it: the example of its schema and of the events that carry it. */
export const refundExample = {
  id: 're_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf',
  object: 'refund',
  livemode: false,
  payment_id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
  payment_method: 'fps_hk',
  reference: null,
  payment_reference: 'order-10042',
  status: 'refunded',
  currency: 'HKD',
  amount: 5000,
  amount_local: 5000,
  failure_code: null,
  failure_message: null,
  gateway_transaction_id: 'sim_rf_3Jd8Kq1Lw6Zx',
  description: 'Returned one item',
  extra: {},
  metadata: {},
  time_created: 1767225600,
  time_refunded: 1767225612,
};

export const refund = z
  .object({
    id: z.string(),
    object: z.literal('refund'),
    livemode: z.boolean(),
    payment_id: z.string(),
    payment_method: paymentMethodId,
    reference: z.string().nullable(),
    payment_reference: z.string().nullable(),
    status: z.enum(refundStatuses),
    currency: currencyCode,
    amount: minorUnits,
    amount_local: minorUnits.meta({
      description: "In the method's currency: the payment's currency, so equal to amount.",
    }),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    gateway_transaction_id: z.string().nullable(),
    description: z.string().nullable(),
    extra: z.record(z.string(), z.string()),
    metadata: z.record(z.string(), z.string()),
    time_created: unixSeconds,
    time_refunded: nullableTime,
  })
  .meta({
    id: 'Refund',
    example: refundExample,
  });
export type Refund = z.output<typeof refund>;
export const refundEnvelope = envelope(refund);
export const refundListEnvelope = envelope(listPage(refund));

/** Spec §5 refund: the amount can't be zero nor exceed what is left to refund. */
export const refundCreateBody = z
  .object({
    livemode: livemodeBodyField,
    payment_id: z.string().max(64),
    amount: z
      .number()
      .int()
      .min(0)
      .max(amountCeiling)
      .meta({
        description:
          'Minor units; more than 0 and at most the payment’s amount_refundable (itself at most what was paid, ' +
          'within the maximum of the currency: docs/fees.md).',
        example: 5000,
      }),
    description: z.string().trim().max(refundDescriptionMaxLength).nullable().optional(),
    reference: z.string().trim().max(64).nullable().optional(),
    metadata: metadata.optional(),
  })
  .meta({
    id: 'RefundCreateBody',
    example: {
      livemode: 0,
      payment_id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      amount: 5000,
      description: 'Returned one item',
    },
  });
export type RefundCreateBody = z.input<typeof refundCreateBody>;
export type RefundInput = z.output<typeof refundCreateBody>;

export const refundListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(refundStatuses),
  payment_id: z.string().max(64).optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuery>;
export const refundParams = idParams('re_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf');

/** Test mode: the simulated gateway answers a pending refund. */
export const refundSimulateBody = z
  .object({
    livemode: livemodeBodyField,
    outcome: z.enum(['refunded', 'failed']),
    failure_code: z
      .enum(refundFailureCodes as [string, ...string[]])
      .optional()
      .meta({
        description: `With outcome failed: ${refundFailureCodes.join(', ')} (default refund_declined).`,
      }),
  })
  .meta({ id: 'RefundSimulateBody', example: { livemode: 0, outcome: 'refunded' } });
export type RefundSimulateBody = z.input<typeof refundSimulateBody>;
