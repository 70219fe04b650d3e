import { z } from 'zod';
import { amountCeiling } from './currencies.ts';
import { envelope } from './envelope.ts';
import { minorUnits } from './payin-fields.ts';
import { paymentFailureCodes, paymentStatuses } from './payin-types.ts';

/** The outcomes a payment processor reports for a live payment. */
export const gatewayNotificationStatuses = ['paid', 'under_paid', 'over_paid', 'failed', 'expired'] as const;
export type GatewayNotificationStatus = (typeof gatewayNotificationStatuses)[number];

/** The header carrying a notification's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const gatewaySignatureHeader = 'paydeck-gateway-signature';
/** How far a notification's signed time may be from the server's clock, either way. */
export const gatewaySignatureToleranceSeconds = 300;

/**
 * What the payment processor says about one live payment (`POST /v1/gateway/notifications`, signed).
 * `amount` is what arrived, for under_paid and over_paid only.
 */
export const gatewayNotificationBody = z
  .object({
    payment_id: z.string().min(1).max(64),
    status: z.enum(gatewayNotificationStatuses),
    amount: z.number().int().positive().max(amountCeiling).optional().meta({
      description:
        'For under_paid (less than the amount) and over_paid (more, at most the currency maximum: docs/fees.md), in minor units.',
    }),
    failure_code: z
      .enum(paymentFailureCodes as [string, ...string[]])
      .optional()
      .meta({ description: `For failed: ${paymentFailureCodes.join(', ')} (default declined).` }),
  })
  .superRefine((body, ctx) => {
    const partial = body.status === 'under_paid' || body.status === 'over_paid';
    if (partial && body.amount === undefined) {
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: ['amount'] });
    }
    if (!partial && body.amount !== undefined) {
      ctx.addIssue({ code: 'unrecognized_keys', keys: ['amount'], input: body, path: [] });
    }
    if (body.status !== 'failed' && body.failure_code !== undefined) {
      ctx.addIssue({ code: 'unrecognized_keys', keys: ['failure_code'], input: body, path: [] });
    }
  })
  .meta({
    id: 'GatewayNotificationBody',
    example: { payment_id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd', status: 'over_paid', amount: 27500 },
  });
export type GatewayNotificationBody = z.output<typeof gatewayNotificationBody>;

/** The payment as the notification left it. */
export const gatewayNotificationResult = z
  .object({
    object: z.literal('gateway_notification'),
    payment_id: z.string(),
    status: z.enum(paymentStatuses),
    amount_paid: minorUnits,
  })
  .meta({ id: 'GatewayNotificationResult' });
export const gatewayNotificationEnvelope = envelope(gatewayNotificationResult);

/**
 * What the provider's payout bank says about a pending withdrawal (`POST /v1/gateway/settlements`,
 * signed like a payment notification): paid, or canceled / failed with the amount and fee returned.
 */
export const gatewaySettlementBody = z
  .object({
    settlement_id: z.string().min(1).max(64),
    status: z.enum(['paid', 'canceled', 'failed']),
    failure_message: z.string().trim().min(1).max(255).optional(),
  })
  .refine((body) => body.status !== 'paid' || body.failure_message === undefined, {
    message: 'failure_message is for canceled and failed only',
    path: ['failure_message'],
  })
  .meta({ id: 'GatewaySettlementBody', example: { settlement_id: 'stl_4Wc8Nd2Qx6Lp1Zr9Vb3Hk7Tm', status: 'paid' } });
export type GatewaySettlementBody = z.output<typeof gatewaySettlementBody>;

/**
 * The processor's answer on a pending live payout (`POST /v1/gateway/payouts`, signed like a payment
 * notification): succeeded, failed with its code and message (amount and fee returned), or
 * needs_action (back to waiting_action for a user's verification).
 */
export const gatewayPayoutBody = z
  .object({
    payout_id: z.string().min(1).max(64),
    status: z.enum(['succeeded', 'failed', 'needs_action']),
    failure_code: z.string().trim().min(1).max(64).optional(),
    failure_message: z.string().trim().min(1).max(255).optional(),
  })
  .refine((body) => body.status === 'failed' || (body.failure_code ?? body.failure_message) === undefined, {
    message: 'failure_code and failure_message are for failed only',
    path: ['failure_code'],
  })
  .meta({ id: 'GatewayPayoutBody', example: { payout_id: 'po_7Nq2Lm5Rt8Wz1Yc4Hd9Kx3Vb', status: 'succeeded' } });
export type GatewayPayoutBody = z.output<typeof gatewayPayoutBody>;
