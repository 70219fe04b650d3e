import { z } from 'zod';
import { currencies } from './currencies.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import {
  type PaymentMethodId,
  paymentMethodFlows,
  paymentMethodIds,
  paymentMethodStatuses,
  paymentMethodTypes,
} from './payment-method-catalogue.ts';
import { businessTypes } from './roles.ts';

const currency = z.enum(currencies as [string, ...string[]]).meta({ description: 'ISO 4217 code.', example: 'HKD' });
const minorUnits = z.number().int().meta({ description: 'Integer minor units of the currency.' });

/** A catalogue method as one account sees it in one mode (spec §2 paymentMethods list and detail). */
export const paymentMethod = z
  .object({
    method: z.enum(paymentMethodIds as [PaymentMethodId, ...PaymentMethodId[]]),
    object: z.literal('payment_method'),
    name: z.string().meta({ description: 'The brand name payers know.' }),
    type: z.enum(paymentMethodTypes),
    flow: z.enum(paymentMethodFlows).meta({ description: 'How the payer pays: redirect, QR code or voucher.' }),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2 country served.', example: 'HK' }),
    currencies: z.array(currency),
    business_types: z.array(z.enum(businessTypes)),
    livemode: z.boolean(),
    status: z.enum(paymentMethodStatuses),
    available: z.boolean().meta({
      description:
        "The method serves one of the account's business types. Only an available method can be enabled; " +
        'an unavailable one is always disable.',
    }),
    amount_limits: z.array(z.object({ currency, min_amount: minorUnits, max_amount: minorUnits })).meta({
      description: 'Per currency, inclusive.',
    }),
    fee: z
      .object({
        percentage_bps: z.number().int().meta({ description: 'Percentage of the amount in basis points (1% = 100).' }),
        fixed: z.array(z.object({ currency, amount: minorUnits })),
      })
      .meta({ description: 'fee = round_half_up(amount × percentage_bps / 10000) + fixed, in minor units.' }),
    time_updated: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'When the account last changed the status (Unix seconds); null while it is the default.' }),
  })
  .meta({
    id: 'PaymentMethod',
    example: {
      method: 'fps_hk',
      object: 'payment_method',
      name: 'FPS',
      type: 'real_time_payment',
      flow: 'qrcode',
      country: 'HK',
      currencies: ['HKD'],
      business_types: ['payin', 'payout'],
      livemode: false,
      status: 'enable',
      available: true,
      amount_limits: [{ currency: 'HKD', min_amount: 100, max_amount: 100000000 }],
      fee: { percentage_bps: 80, fixed: [{ currency: 'HKD', amount: 200 }] },
      time_updated: null,
    },
  });
export type PaymentMethod = z.output<typeof paymentMethod>;
export const paymentMethodEnvelope = envelope(paymentMethod);
export const paymentMethodListEnvelope = envelope(listPage(paymentMethod));

/** In catalogue order; filters by status, business type and currency. */
export const paymentMethodListQuery = merchantApiQuery.extend({
  ...listQuery.pick({ page: true, per_page: true }).shape,
  status: z.enum(paymentMethodStatuses).optional(),
  business_type: z.enum(businessTypes).optional(),
  currency: currency.optional(),
});
export type PaymentMethodListQuery = z.infer<typeof paymentMethodListQuery>;

export const paymentMethodParams = z.object({
  method: z.string().max(64).meta({ description: 'The method id.', example: 'fps_hk' }),
});

export const paymentMethodUpdateBody = z
  .object({ livemode: livemodeBodyField, status: z.enum(paymentMethodStatuses) })
  .meta({ id: 'PaymentMethodUpdateBody', example: { livemode: 0, status: 'disable' } });
export type PaymentMethodUpdateBody = z.input<typeof paymentMethodUpdateBody>;
