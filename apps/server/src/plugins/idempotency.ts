import { idempotencyHeaders } from '@paydeck/contract/merchant-api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { inAmbientTransaction } from '../db/ambient-transaction.ts';
import type { Database, Executor } from '../db/client.ts';
import type { IdempotencyScope } from '../infra/idempotency/idempotency.repository.ts';
import {
  claimIdempotencyKey,
  type IdempotencyClaim,
  requestHashOf,
  settleIdempotencyKey,
} from '../infra/idempotency/idempotency.service.ts';
import { merchantApiUrl, writeMethods } from './merchant-api.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its own body (a multipart upload, streamed): it claims the key itself with
     * `reply.claimIdempotencyWithBody` once it has the bytes, so the request's fingerprint covers
     * them, in a route preHandler (outside the transaction its handler runs in).
     */
    idempotencyAfterBody?: boolean;
    /**
     * A write that must not replay nor roll back with its answer: a payout verification counts each
     * wrong code in a write of its own, which a refused idempotent request would undo. It takes no key.
     */
    withoutIdempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request took and must settle with its response. */
    idempotency: IdempotencyScope | null;
    /** The fingerprint of the request that took `idempotency`. */
    idempotencyHash: string | null;
  }
  interface FastifyReply {
    /**
     * For a route with `config.idempotencyAfterBody`: claims the key once the route has read its
     * body, with `body` standing for it in the fingerprint (an upload's SHA-256, name and size).
     * Sends the stored answer and resolves true for a replay (the route then stops); a reuse with
     * another body is 422 and one still running 409, as for any write.
     */
    claimIdempotencyWithBody: (body: unknown) => Promise<boolean>;
  }
}

type Replay = Extract<IdempotencyClaim, { kind: 'replay' }>;

/**
 * How an idempotent write's transaction ended: a stored answer to replay, the handler's answer
 * stored with its effect (`body`, serialized), or one not stored here (the route sent it itself).
 */
type Outcome =
  | { kind: 'replay'; replay: Replay }
  | { kind: 'settled'; body: string }
  | { kind: 'unstored'; result: unknown };

/**
 * What makes two requests "the same": method, path, and the query and body as the route's schemas
 * read them (`livemode: '0'` and `0` are one request), which is what the handler gets: validation
 * has run by then.
 */
const fingerprintOf = (request: FastifyRequest): string =>
  requestHashOf({
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    query: request.query,
    body: request.body,
  });

/** The key of an `/api/*` write that carries one, scoped to its account and mode; null otherwise. */
const idempotencyScopeOf = (request: FastifyRequest): IdempotencyScope | null => {
  const key = request.headers['idempotency-key'];
  if (!request.scope || !writeMethods.has(request.method) || typeof key !== 'string') return null;
  return { accountId: request.scope.account.id, livemode: request.scope.livemode, key };
};

const sendReplay = (reply: FastifyReply, replay: Replay) =>
  reply
    .code(replay.status)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(replay.body);

/**
 * Claims the request's key with its fingerprint, in `db` (the write's transaction, or on its own
 * for an upload): null to run it, or the stored answer to replay.
 */
const claimIn = async (
  db: Executor,
  request: FastifyRequest,
  scope: IdempotencyScope,
  hash: string,
): Promise<Replay | null> => {
  const claim = await claimIdempotencyKey(db, scope, hash);
  if (claim.kind === 'replay') return claim;
  request.idempotency = scope;
  request.idempotencyHash = hash;
  return null;
};

const claimWithBody = async (db: Database, request: FastifyRequest, reply: FastifyReply, body: unknown) => {
  const hash = requestHashOf({
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    query: request.query,
    body,
  });
  const scope = idempotencyScopeOf(request);
  const replay = scope ? await claimIn(db, request, scope, hash) : null;
  if (!replay) return false;
  sendReplay(reply, replay);
  return true;
};

const textOf = (payload: unknown): string =>
  typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';

/**
 * An idempotent write claims its key, runs and stores its response in one transaction, so they
 * commit together or not at all: no crash can leave an effect without its stored answer, nor a
 * key held by a request that is gone. Services join that transaction through `ctx.db`. A refusal
 * (a thrown error) rolls the claim back with the effect and is stored after, in onSend. An upload
 * claimed its key already, once it had read its file (`claimIdempotencyWithBody`).
 */
const settlingWithEffect = (db: Database, handler: RouteHandlerMethod): RouteHandlerMethod =>
  async function (this: FastifyInstance, request, reply) {
    const claim = request.idempotency ? null : idempotencyScopeOf(request);
    if (!request.idempotency && !claim) return handler.call(this, request, reply);
    const outcome = await inAmbientTransaction(db, async (tx): Promise<Outcome> => {
      const replay = claim ? await claimIn(tx, request, claim, fingerprintOf(request)) : null;
      if (replay) return { kind: 'replay', replay };
      const result: unknown = await handler.call(this, request, reply);
      const scope = request.idempotency;
      const requestHash = request.idempotencyHash;
      if (!scope || !requestHash || reply.sent || result === reply) return { kind: 'unstored', result };
      const body = textOf(reply.serialize(result));
      await settleIdempotencyKey(tx, scope, { requestHash, status: reply.statusCode, body });
      return { kind: 'settled', body };
    });
    if (outcome.kind === 'replay') return sendReplay(reply, outcome.replay);
    if (outcome.kind === 'unstored') return outcome.result;
    request.idempotency = null;
    reply.type('application/json; charset=utf-8');
    return outcome.body;
  };

const headersWithKey = (headers: unknown) =>
  headers instanceof z.ZodObject ? idempotencyHeaders.extend(headers.shape) : idempotencyHeaders;

/**
 * The pipeline's idempotency step (api-pipeline.ts): `Idempotency-Key` on every `/api/*` write
 * (ARCHITECTURE §3), in one place. Each write route's schema gets the header (validated, and
 * documented) and its handler is wrapped to claim the key, run and store the answer in one
 * transaction (`settlingWithEffect`): after the access check and validation, since a key is scoped
 * per account and mode. Returns what the pipeline calls after that: storing a refusal's answer as it
 * is sent.
 */
export const idempotencyStep = (app: FastifyInstance, db: Database) => {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('idempotencyHash', null);
  app.decorateReply('claimIdempotencyWithBody', function (this: FastifyReply, body: unknown) {
    return claimWithBody(db, this.request, this, body);
  });
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((method) => writeMethods.has(method));
    if (!writes || !merchantApiUrl.test(route.url) || route.config?.withoutIdempotency) return;
    route.schema = { ...route.schema, headers: headersWithKey(route.schema?.headers) };
    route.handler = settlingWithEffect(db, route.handler);
  });
  return {
    /**
     * A refusal, after its rollback (the claim went with it), is stored so its retry answers the
     * same: what stores it, or null when the request holds no key.
     */
    refusalToStore: (request: FastifyRequest) => {
      const scope = request.idempotency;
      const requestHash = request.idempotencyHash;
      if (!scope || !requestHash) return null;
      request.idempotency = null;
      return async (reply: FastifyReply, payload: unknown) => {
        // A failure to store leaves the retry free to run (or an upload's key in progress until stale).
        await settleIdempotencyKey(db, scope, { requestHash, status: reply.statusCode, body: textOf(payload) }).catch(
          (error: unknown) => request.log.error({ err: error }, 'idempotent response not stored'),
        );
      };
    },
  };
};
