import { idempotencyKeyLifetimeHours } from '@paydeck/contract/merchant-api';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';

export type IdempotencyScope = { accountId: string; livemode: boolean; key: string };

const inScope = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.accountId, scope.accountId),
    eq(idempotencyKeys.livemode, scope.livemode),
    eq(idempotencyKeys.key, scope.key),
  );

/** A request that took its key and then died (process gone) frees it after this long. */
const staleAfter = sql`interval '5 minutes'`;

const placeholderScope = {
  accountId: sql.placeholder('accountId'),
  livemode: sql.placeholder('livemode'),
  key: sql.placeholder('key'),
};

/**
 * On an existing key, a new request takes it over only when the row has expired, or when the same
 * request took it and its process died (stale: only an upload's key is claimed outside the
 * transaction of its effect, see plugins/idempotency.ts).
 */
const takeOver = {
  target: [idempotencyKeys.accountId, idempotencyKeys.livemode, idempotencyKeys.key],
  set: {
    requestHash: sql`excluded.request_hash`,
    status: 'in_progress' as const,
    responseStatus: null,
    responseBody: null,
    timeCreated: sql`now()`,
    timeLocked: sql`now()`,
    timeExpired: sql`excluded.time_expired`,
  },
  setWhere: sql`${idempotencyKeys.timeExpired} <= now() or (${idempotencyKeys.status} = 'in_progress' and ${idempotencyKeys.timeLocked} < now() - ${staleAfter} and ${idempotencyKeys.requestHash} = excluded.request_hash)`,
};

/** A claimed key's lifetime, from the database clock. */
const keyExpiry = sql`now() + make_interval(hours => ${idempotencyKeyLifetimeHours})`;

const takeStatement = prepared((db) => {
  const { accountId, livemode, key } = placeholderScope;
  // The transaction-scoped lock says "a request holds this key" before its row commits: a
  // duplicate then answers 409 at once instead of waiting on the uncommitted row.
  const lock = sql`pg_try_advisory_xact_lock(hashtextextended(${accountId}::text || ':' || ${livemode}::text || ':' || ${key}::text, 0))`;
  return db
    .insert(idempotencyKeys)
    .select(
      sql`select ${accountId}::text, ${livemode}::boolean, ${key}::text, ${sql.placeholder('requestHash')}::text, 'in_progress', null::integer, null::text, now(), now(), ${keyExpiry} where ${lock}`,
    )
    .onConflictDoUpdate(takeOver)
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_key_take');
});

/**
 * Takes the key for a request: inserts it, or takes over a row that has expired or whose request
 * died mid-way (same request only). One statement, so of concurrent requests at most one gets a
 * row back, on PGlite and PostgreSQL alike; in a transaction, the key stays held until it ends.
 */
export const takeKey = async (db: Executor, scope: IdempotencyScope, requestHash: string): Promise<boolean> =>
  (await takeStatement(db).execute({ ...scope, requestHash })).length > 0;

export const findKey = async (db: Executor, scope: IdempotencyScope) => {
  const [row] = await db.select().from(idempotencyKeys).where(inScope(scope));
  return row ?? null;
};

/**
 * Stores a request's answer: on its claimed row, or (a refusal, whose claim rolled back with its
 * effect) as a new completed row or over the expired one it had taken over. Never over another
 * request's claim.
 */
const storeStatement = prepared((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      ...placeholderScope,
      requestHash: sql.placeholder('requestHash'),
      status: 'completed',
      responseStatus: sql`${sql.placeholder('status')}::integer`,
      responseBody: sql`${sql.placeholder('body')}::text`,
      timeExpired: keyExpiry,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.livemode, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        status: 'completed',
        responseStatus: sql`excluded.response_status`,
        responseBody: sql`excluded.response_body`,
        timeExpired: sql`excluded.time_expired`,
      },
      setWhere: sql`${idempotencyKeys.requestHash} = excluded.request_hash or ${idempotencyKeys.timeExpired} <= now()`,
    })
    .prepare('idempotency_key_store'),
);

export const storeResponse = (
  db: Executor,
  scope: IdempotencyScope,
  response: { requestHash: string; status: number; body: string },
) => storeStatement(db).execute({ ...scope, ...response });

export const pruneExpiredKeys = async (db: Executor): Promise<number> => {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.timeExpired, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
};
