import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewaySignatureHeader, gatewaySignatureToleranceSeconds } from '@paydeck/contract/gateway';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

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

/**
 * Makes every route of this plugin scope take only requests the provider signed with
 * `PAYDECK_GATEWAY_SECRET`: the scope's JSON parser keeps the bytes as sent, and the signature is
 * checked before the body is validated, so an unsigned caller learns nothing about the schema.
 */
export const requireGatewaySignature = (app: App, secret: string) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('malformed_json'), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!verify(secret, request, rawBodies.get(request))) throw new AppError('gateway_signature_invalid');
  });
};
