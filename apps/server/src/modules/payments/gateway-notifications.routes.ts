import {
  gatewayNotificationBody,
  gatewayNotificationEnvelope,
  gatewaySignatureHeader,
  gatewaySignatureToleranceSeconds,
} from '@paydeck/contract/gateway';
import type { PaymentFailureCode } from '@paydeck/contract/payin-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireGatewaySignature } from '../../infra/gateway-signature.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { applyGatewayNotification, type GatewayNotification } from './gateway-notifications.service.ts';

const tags = ['gateway'];
/** Per sender IP: a processor's burst of notifications, not a brute force of signatures. */
const notificationRule: RateLimitRule = { bucket: 'gateway_notifications', max: 600, windowSeconds: 60 };

const notificationOf = (body: ReturnType<typeof gatewayNotificationBody.parse>): GatewayNotification => {
  if (body.status === 'under_paid' || body.status === 'over_paid') {
    return { status: body.status, amount: body.amount ?? 0 };
  }
  if (body.status === 'failed') return { status: 'failed', failureCode: body.failure_code as PaymentFailureCode };
  return { status: body.status };
};

/**
 * The live payment processor's notifications, signed with `PAYDECK_GATEWAY_SECRET` (registered only
 * when it is set). The same transition as the operator's `gateway-notify`; never the payer's.
 */
export const gatewayNotificationRoutes =
  (ctx: AppContext, secret: string): FastifyPluginAsyncZod =>
  async (app) => {
    requireGatewaySignature(app, secret);
    app.post(
      '/v1/gateway/notifications',
      {
        config: { rateLimit: notificationRule },
        schema: {
          tags,
          summary: "The live payment processor's notification of a payment's outcome (signed)",
          description:
            `Signed in the ${gatewaySignatureHeader} header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" ` +
            `with PAYDECK_GATEWAY_SECRET>; a missing or wrong signature, or a time more than ` +
            `${gatewaySignatureToleranceSeconds} s from now, answers 401 gateway_signature_invalid. Completes a live ` +
            'payment through the same transition and ledger entry as every outcome; a test payment answers 409 ' +
            'live_mode_only. Off (404) unless PAYDECK_GATEWAY_SECRET is set.',
          security: [],
          body: gatewayNotificationBody,
          response: { 200: gatewayNotificationEnvelope },
        },
      },
      async (request) => {
        const { after } = await ctx.db.transaction((tx) =>
          applyGatewayNotification(ctx, tx, request.body.payment_id, notificationOf(request.body)),
        );
        return {
          success: true as const,
          data: {
            object: 'gateway_notification' as const,
            payment_id: after.id,
            status: after.status,
            amount_paid: after.amountPaid,
          },
        };
      },
    );
  };
