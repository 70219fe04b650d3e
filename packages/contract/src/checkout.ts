import { z } from 'zod';
import { amountCeiling } from './currencies.ts';
import { envelope } from './envelope.ts';
import { currencyCode, minorUnits, nullableTime, paymentMethodId, unixSeconds } from './payin-fields.ts';
import { checkoutOutcomes, paymentFailureCodes, paymentStatuses } from './payin-types.ts';
import { paymentMethodFlows } from './payment-method-catalogue.ts';

const token = z.string().min(1).max(128).meta({ description: "The checkout token from the payment's action url." });

/** What the payer sees on /checkout/{id}: no merchant data beyond what the payer is paying. */
export const checkoutView = z
  .object({
    id: z.string(),
    object: z.literal('checkout'),
    livemode: z.boolean(),
    merchant_name: z.string(),
    account_name: z.string(),
    status: z.enum(paymentStatuses),
    payment_method: paymentMethodId,
    payment_method_name: z.string(),
    flow: z.enum(paymentMethodFlows),
    currency: currencyCode,
    amount: minorUnits,
    amount_paid: minorUnits,
    description: z.string().nullable(),
    reference: z.string().nullable(),
    return_url: z.string().nullable(),
    voucher_number: z
      .string()
      .nullable()
      .meta({ description: 'For the voucher flow: the number the payer pays with.' }),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    time_created: unixSeconds,
    time_paid: nullableTime,
    time_expired: unixSeconds,
  })
  .meta({
    id: 'CheckoutView',
    example: {
      id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      object: 'checkout',
      livemode: false,
      merchant_name: 'Harbour Lane Trading Ltd',
      account_name: 'Harbour Lane HK',
      status: 'created',
      payment_method: 'fps_hk',
      payment_method_name: 'FPS',
      flow: 'qrcode',
      currency: 'HKD',
      amount: 25000,
      amount_paid: 0,
      description: 'Order 10042',
      reference: 'order-10042',
      return_url: 'https://shop.example.com/orders/10042',
      voucher_number: null,
      failure_code: null,
      failure_message: null,
      time_created: 1767225600,
      time_paid: null,
      time_expired: 1767229200,
    },
  });
export type CheckoutView = z.output<typeof checkoutView>;
export const checkoutEnvelope = envelope(checkoutView);

export const checkoutParams = z.object({ id: z.string().max(64).meta({ example: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd' }) });
export const checkoutQuery = z.object({ token });

/** The payer's choice on the checkout page of a test payment (the simulated gateway). */
export const checkoutSimulateBody = z
  .object({
    token,
    outcome: z.enum(checkoutOutcomes).meta({
      description:
        'pay_full pays the amount; underpay and overpay pay `amount` (default half, or 10% more); ' +
        'fail ends it with `failure_code`; expire lets it run out.',
    }),
    amount: z
      .number()
      .int()
      .positive()
      .max(amountCeiling)
      .optional()
      .meta({
        description:
          'For underpay (less than the amount) and overpay (more than the amount, at most the maximum of the ' +
          "payment's currency: docs/fees.md), in minor units.",
      }),
    failure_code: z
      .enum(paymentFailureCodes as [string, ...string[]])
      .optional()
      .meta({ description: `For fail: ${paymentFailureCodes.join(', ')} (default declined).` }),
  })
  .meta({ id: 'CheckoutSimulateBody', example: { token: 'chk_…', outcome: 'pay_full' } });
export type CheckoutSimulateBody = z.input<typeof checkoutSimulateBody>;
