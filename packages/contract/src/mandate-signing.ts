import { z } from 'zod';
import { envelope } from './envelope.ts';
import { paymentMethodId, unixSeconds } from './payin-fields.ts';
import { mandateStatuses } from './recurring-rules.ts';

const token = z.string().min(1).max(128).meta({ description: "The signing token from the mandate's action url." });

/** What the customer sees on the hosted signing page (/mandate/{id}): who asks, for which method. */
export const mandateSigningView = z
  .object({
    id: z.string(),
    object: z.literal('mandate_signing'),
    livemode: z.boolean(),
    merchant_name: z.string(),
    account_name: z.string(),
    status: z.enum(mandateStatuses),
    payment_method: paymentMethodId,
    payment_method_name: z.string(),
    reference: z.string().nullable(),
    failure_message: z.string().nullable(),
    time_created: unixSeconds,
  })
  .meta({
    id: 'MandateSigningView',
    example: {
      id: 'mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs',
      object: 'mandate_signing',
      livemode: false,
      merchant_name: 'Harbour Lane Trading Ltd',
      account_name: 'Harbour Lane HK',
      status: 'created',
      payment_method: 'alipay_cn',
      payment_method_name: 'Alipay',
      reference: 'plan-gold-10042',
      failure_message: null,
      time_created: 1767225600,
    },
  });
export type MandateSigningView = z.output<typeof mandateSigningView>;
export const mandateSigningEnvelope = envelope(mandateSigningView);

export const mandateSigningParams = z.object({
  id: z.string().max(64).meta({ example: 'mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs' }),
});
export const mandateSigningQuery = z.object({ token });

/**
 * The customer's answer on a test mandate's signing page (the simulated processor): sign, sign with
 * every later charge declined for lack of funds (to try a failing subscription), or decline.
 */
export const mandateSigningOutcomes = ['sign', 'sign_then_decline_charges', 'decline'] as const;
export type MandateSigningOutcome = (typeof mandateSigningOutcomes)[number];

export const mandateSigningBody = z
  .object({ token, outcome: z.enum(mandateSigningOutcomes) })
  .meta({ id: 'MandateSigningBody' });
export type MandateSigningBody = z.output<typeof mandateSigningBody>;
