import { hash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { maskSecretKeysIn } from '../../lib/api-key-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { findKey, type IdempotencyScope, storeResponse, takeKey } from './idempotency.repository.ts';

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` are the same request. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
};

/** What makes two requests "the same": method, path, and the parsed query and body. */
export const requestHashOf = (request: { method: string; path: string; query: unknown; body: unknown }) =>
  hash(
    'sha256',
    JSON.stringify([request.method, request.path, canonical(request.query), canonical(request.body)]),
    'hex',
  );

export type IdempotencyClaim = { kind: 'run' } | { kind: 'replay'; status: number; body: string };

/**
 * Decides what a request carrying an `Idempotency-Key` does: run (it took the key), replay the
 * stored response, or be refused — 422 for the key reused with another request, 409 while the
 * first request still runs.
 */
export const claimIdempotencyKey = async (
  db: Executor,
  scope: IdempotencyScope,
  requestHash: string,
): Promise<IdempotencyClaim> => {
  if (await takeKey(db, scope, requestHash)) return { kind: 'run' };
  const row = await findKey(db, scope);
  if (row && row.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
  if (row?.status !== 'completed' || row.responseStatus === null) throw new AppError('idempotency_in_progress');
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody ?? '' };
};

/**
 * Keeps the response for replays, whatever its status (like Stripe: a failure is replayed too,
 * so a retry never runs twice). A secret key in it is masked: it is shown once, never stored.
 */
export const settleIdempotencyKey = (
  db: Executor,
  scope: IdempotencyScope,
  answer: { requestHash: string; status: number; body: string },
) => storeResponse(db, scope, { ...answer, body: maskSecretKeysIn(answer.body) });
