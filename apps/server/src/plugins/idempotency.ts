import { idempotencyHeaders } from '@paydeck/contract/merchant-api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { IdempotencyScope } from '../modules/idempotency/idempotency.repository.ts';
import {
  claimIdempotencyKey,
  requestHashOf,
  settleIdempotencyKey,
} from '../modules/idempotency/idempotency.service.ts';
import { merchantApiUrl } from './merchant-api.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request took and must settle with its response. */
    idempotency: IdempotencyScope | null;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const headersWithKey = (headers: unknown) =>
  headers instanceof z.ZodObject ? idempotencyHeaders.extend(headers.shape) : idempotencyHeaders;

/**
 * `Idempotency-Key` on every `/api/*` write (ARCHITECTURE §3), in one place: each write route's
 * schema gets the header (validated, and documented), the key is taken after the access check
 * (it is scoped per account and mode), and the response is kept for replays.
 */
export const registerIdempotency = (app: FastifyInstance, db: Database) => {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((method) => writeMethods.has(method));
    if (!writes || !merchantApiUrl.test(route.url)) return;
    route.schema = { ...route.schema, headers: headersWithKey(route.schema?.headers) };
  });
  // Runs after the access check's preHandler (registered before this one): only a permitted call claims a key.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!request.merchant || !writeMethods.has(request.method) || typeof key !== 'string') return;
    const scope = { accountId: request.merchant.account.id, livemode: request.merchant.livemode, key };
    const hash = requestHashOf({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: request.query,
      body: request.body,
    });
    const claim = await claimIdempotencyKey(db, scope, hash);
    if (claim.kind === 'run') {
      request.idempotency = scope;
      return;
    }
    return reply
      .code(claim.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(claim.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = null;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    // A failure to store leaves the key in progress; it frees itself once stale. The answer still goes out.
    await settleIdempotencyKey(db, scope, reply.statusCode, body).catch((error: unknown) =>
      request.log.error({ err: error }, 'idempotent response not stored'),
    );
    return payload;
  });
};
