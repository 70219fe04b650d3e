import { z } from 'zod';
import { amountCeiling, amountMaxima, isCurrency } from './currencies.ts';
import { dispute } from './disputes.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import {
  currencyCode,
  idParams,
  merchantReference,
  metadata,
  minorUnits,
  nullableTime,
  paymentMethodId,
  statusFilter,
  unixSeconds,
} from './payin-fields.ts';
import { paymentDescriptionMaxLength, paymentSourceTypes, paymentStatuses } from './payin-types.ts';
import { paymentMethodFlows, paymentMethodTypes } from './payment-method-catalogue.ts';
import { refund } from './refunds.ts';

/** Where the payer goes to pay: the Paydeck checkout page, as a link or as a QR code of the link. */
export const paymentAction = z
  .object({
    type: z.enum(paymentMethodFlows),
    url: z.string().meta({
      description:
        'The payer-facing checkout page. It carries a secret token: send it to the payer only. ' +
        'A payment id alone cannot drive the checkout.',
    }),
    qr_code: z.string().nullable().meta({ description: 'For the qrcode flow: the content to render as a QR code.' }),
  })
  .meta({ id: 'PaymentAction' });

/** Spec §3 payment. */
export const payment = z
  .object({
    id: z.string(),
    object: z.literal('payment'),
    livemode: z.boolean(),
    payment_method: paymentMethodId,
    payment_method_type: z.enum(paymentMethodTypes),
    payment_method_flow: z.enum(paymentMethodFlows),
    reference: z.string().nullable(),
    customer_id: z.string().nullable(),
    source_type: z.enum(paymentSourceTypes),
    source_id: z.string().nullable(),
    status: z.enum(paymentStatuses),
    currency: currencyCode,
    amount: minorUnits.meta({ description: 'What the payer is asked to pay.' }),
    amount_paid: minorUnits.meta({ description: 'What the payer paid: less when under_paid, more when over_paid.' }),
    amount_refunded: minorUnits.meta({ description: 'Refunds that completed.' }),
    amount_refund_pending: minorUnits.meta({ description: 'Refunds still pending (already reserved).' }),
    amount_refundable: minorUnits.meta({
      description: 'What can still be refunded: amount_paid less refunds (pending or done) and disputed amounts lost.',
    }),
    amount_local: minorUnits.meta({
      description:
        "The amount in the method's local currency. The payment's currency is always one the method takes, so it equals amount.",
    }),
    amount_local_paid: minorUnits,
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    gateway_transaction_id: z.string().nullable(),
    description: z.string().nullable(),
    notify_url: z.string().nullable(),
    return_url: z.string().nullable(),
    action: paymentAction,
    metadata: z.record(z.string(), z.string()),
    extra: z.record(z.string(), z.string()).meta({ description: 'What the gateway adds, e.g. a voucher number.' }),
    disputed: z.boolean().meta({ description: 'The payment has been disputed (at any time).' }),
    time_created: unixSeconds,
    time_paid: nullableTime,
    time_expired: unixSeconds.meta({ description: 'Unpaid by then, the payment expires.' }),
  })
  .meta({
    id: 'Payment',
    example: {
      id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      object: 'payment',
      livemode: false,
      payment_method: 'fps_hk',
      payment_method_type: 'real_time_payment',
      payment_method_flow: 'qrcode',
      reference: 'order-10042',
      customer_id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c',
      source_type: 'regular',
      source_id: null,
      status: 'created',
      currency: 'HKD',
      amount: 25000,
      amount_paid: 0,
      amount_refunded: 0,
      amount_refund_pending: 0,
      amount_refundable: 0,
      amount_local: 25000,
      amount_local_paid: 0,
      failure_code: null,
      failure_message: null,
      gateway_transaction_id: 'sim_pay_4Hs7Kd2Qw9Lx',
      description: 'Order 10042',
      notify_url: 'https://shop.example.com/paydeck/notify',
      return_url: 'https://shop.example.com/orders/10042',
      action: {
        type: 'qrcode',
        url: 'https://paydeck.example.com/checkout/pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd?token=chk_…',
        qr_code: 'https://paydeck.example.com/checkout/pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd?token=chk_…',
      },
      metadata: { order_id: '10042' },
      extra: {},
      disputed: false,
      time_created: 1767225600,
      time_paid: null,
      time_expired: 1767229200,
    },
  });
export type Payment = z.output<typeof payment>;
export const paymentEnvelope = envelope(payment);
export const paymentListEnvelope = envelope(listPage(payment));

/** The detail page: the payment with its refunds and disputes, newest first. */
export const paymentDetail = payment
  .extend({ refunds: z.array(refund), disputes: z.array(dispute) })
  .meta({ id: 'PaymentDetail' });
export type PaymentDetail = z.output<typeof paymentDetail>;
export const paymentDetailEnvelope = envelope(paymentDetail);

const url = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullable()
  .optional();

export const paymentCreateBody = z
  .object({
    livemode: livemodeBodyField,
    payment_method: paymentMethodId.meta({ description: 'A method enabled for the account in this mode.' }),
    amount: z
      .number()
      .int()
      .positive()
      .max(amountCeiling)
      .meta({
        description:
          "Minor units, within the method's limits for the currency (all within the currency's maximum: " +
          'docs/fees.md).',
        example: 25000,
      }),
    currency: currencyCode.meta({ description: 'One of the currencies the method takes.' }),
    reference: merchantReference.meta({
      description: 'Your order id. Unique per account and mode when the account has unique reference mode on.',
    }),
    customer_id: z.string().max(64).nullable().optional(),
    description: z.string().trim().max(paymentDescriptionMaxLength).nullable().optional(),
    notify_url: url.meta({ description: 'Where to post status notifications (webhooks come with a later release).' }),
    return_url: url.meta({ description: 'Where the checkout page sends the payer back.' }),
    metadata: metadata.optional(),
  })
  .superRefine((body, ctx) => {
    // The currency's own maximum; the method's limits (checked by the service) are within it.
    const max = isCurrency(body.currency) ? amountMaxima[body.currency] : amountCeiling;
    // Past the ceiling the field's own check has said so already.
    if (body.amount > max && body.amount <= amountCeiling) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        inclusive: true,
        input: body.amount,
        path: ['amount'],
      });
    }
  })
  .meta({
    id: 'PaymentCreateBody',
    example: {
      livemode: 0,
      payment_method: 'fps_hk',
      amount: 25000,
      currency: 'HKD',
      reference: 'order-10042',
      description: 'Order 10042',
      return_url: 'https://shop.example.com/orders/10042',
      metadata: { order_id: '10042' },
    },
  });
export type PaymentCreateBody = z.input<typeof paymentCreateBody>;
export type PaymentInput = z.output<typeof paymentCreateBody>;

export const paymentListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(paymentStatuses),
  payment_method: paymentMethodId.optional(),
  search: z.string().trim().max(255).optional().meta({ description: 'An exact payment id, reference or customer id.' }),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export const paymentParams = idParams('pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd');
export const paymentActionBody = z.object({ livemode: livemodeBodyField }).meta({ id: 'PaymentActionBody' });
