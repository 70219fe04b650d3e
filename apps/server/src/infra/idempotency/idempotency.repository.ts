import { idempotencyKeyLifetimeHours } from '@paydeck/contract/merchant-api';
import { and, eq, lt, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';

export type IdempotencyScope = { accountId: string; livemode: boolean; key: string };

const inScope = (scope: { [field in keyof IdempotencyScope]: IdempotencyScope[field] | Placeholder<string> }) =>
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
 * request took it and its process died (stale). Shared by the claim here and the one made with the
 * rate-limit hit (developers/api-keys.repository.ts).
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

const takeStatement = prepared((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      ...placeholderScope,
      requestHash: sql.placeholder('requestHash'),
      status: 'in_progress',
      timeExpired: keyExpiry,
    })
    .onConflictDoUpdate(takeOver)
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_key_take'),
);

/**
 * Takes the key for a request: inserts it, or takes over a row that has expired or whose request
 * died mid-way (same request only). One statement, so of concurrent requests exactly one gets a
 * row back, on PGlite and PostgreSQL alike.
 */
export const takeKey = async (db: Executor, scope: IdempotencyScope, requestHash: string): Promise<boolean> =>
  (await takeStatement(db).execute({ ...scope, requestHash })).length > 0;

export const findKey = async (db: Executor, scope: IdempotencyScope) => {
  const [row] = await db.select().from(idempotencyKeys).where(inScope(scope));
  return row ?? null;
};

const storeStatement = prepared((db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: sql`${sql.placeholder('status')}`,
      responseBody: sql`${sql.placeholder('body')}`,
    })
    .where(inScope(placeholderScope))
    .prepare('idempotency_key_store'),
);

export const storeResponse = (db: Executor, scope: IdempotencyScope, response: { status: number; body: string }) =>
  storeStatement(db).execute({ ...scope, ...response });

export const pruneExpiredKeys = async (db: Executor): Promise<number> => {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.timeExpired, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
};
