import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  gatewayNotificationBody,
  gatewayNotificationEnvelope,
  gatewaySignatureHeader,
  gatewaySignatureToleranceSeconds,
} from '@paydeck/contract/gateway';
import type { PaymentFailureCode } from '@paydeck/contract/payin-types';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyGatewayNotification, type GatewayNotification } from './gateway-notifications.service.ts';

const tags = ['gateway'];
/** Per sender IP: a processor's burst of notifications, not a brute force of signatures. */
const notificationRule: RateLimitRule = { bucket: 'gateway_notifications', max: 600, windowSeconds: 60 };

/** `t=<unix seconds>,v1=<hex>` → its parts, or null when malformed. */
const parseSignature = (header: string | string[] | undefined) => {
  if (typeof header !== 'string') return null;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const time = /^\d{1,12}$/.test(parts.t ?? '') ? Number(parts.t) : null;
  const mac = /^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? Buffer.from(parts.v1 ?? '', 'hex') : null;
  return time !== null && mac ? { time, mac } : null;
};

/** HMAC-SHA256 of `<t>.<raw body>` with the gateway secret: what `v1` must be. */
export const gatewaySignature = (secret: string, time: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${time}.${rawBody}`).digest('hex');

/**
 * Checks the signature over the exact bytes received, in constant time, and that its time is
 * within the tolerance of now (a captured notification can't be replayed later).
 */
const verify = (secret: string, request: FastifyRequest, rawBody: string | undefined, now = Date.now()) => {
  const signature = parseSignature(request.headers[gatewaySignatureHeader]);
  if (!signature || rawBody === undefined) return false;
  if (Math.abs(now / 1000 - signature.time) > gatewaySignatureToleranceSeconds) return false;
  const expected = Buffer.from(gatewaySignature(secret, signature.time, rawBody), 'hex');
  return timingSafeEqual(expected, signature.mac);
};

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
    // The signature covers the bytes as sent: this scope's JSON parser keeps them.
    const rawBodies = new WeakMap<FastifyRequest, string>();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('malformed_json'), undefined);
      }
    });
    // Before the body is validated: an unsigned request learns nothing about the schema.
    app.addHook('preValidation', async (request) => {
      if (!verify(secret, request, rawBodies.get(request))) throw new AppError('gateway_signature_invalid');
    });
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
