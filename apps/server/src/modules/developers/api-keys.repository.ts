import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accountWithMerchantColumns } from '../../core/account-access.ts';
import type { ApiKeyFound } from '../../core/request.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { prepared } from '../../db/prepared.ts';
import { apiKeys } from '../../db/schema/developers.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { keyExpiry, takeOver } from '../../infra/idempotency/idempotency.repository.ts';
import { hitUpsert, type WindowHit, windowHitOf } from '../../infra/rate-limits/rate-limits.repository.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken } from '../../lib/tokens.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const keyColumns = {
  id: apiKeys.id,
  accountId: apiKeys.accountId,
  livemode: apiKeys.livemode,
  type: apiKeys.type,
  expired: sql<boolean>`coalesce(${apiKeys.timeExpired} <= now(), false)`,
  account: accountWithMerchantColumns,
};

const keyByTokenStatement = prepared((db) =>
  db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(eq(apiKeys.tokenHash, sql.placeholder('tokenHash')))
    .prepare('api_key_by_token_hash'),
);

/**
 * The key a bearer token is, with whether it has expired by the database clock and its account
 * and merchant (one query: every API-key request needs all three); null for no such key.
 */
export const findApiKeyByToken = async (db: Executor, token: string): Promise<ApiKeyFound | null> => {
  const [row] = await keyByTokenStatement(db).execute({ tokenHash: hashToken(token) });
  return row ?? null;
};

/**
 * The rate-limit hit of a request and the API key it carries, in one round trip: every API-key
 * request needs both, and each round trip to PostgreSQL costs more CPU than the query itself
 * (`npm run bench:api`). The hit is counted whether or not the key exists. For an idempotent
 * write (`idempotencyKey` set) the same statement claims its key for the key's own account and
 * mode, only when the key works and the hit is within the limit; without one it inserts nothing.
 */
const hitWithKeyStatement = prepared((db) => {
  const hit = db.$with('hit').as(hitUpsert(db));
  const claim = db.$with('claim').as(
    db
      .insert(idempotencyKeys)
      .select(
        sql`select k.account_id, k.livemode, ${sql.placeholder('idempotencyKey')}::text, ${sql.placeholder('requestHash')}::text, 'in_progress', null::integer, null::text, now(), now(), ${keyExpiry} from ${apiKeys} k, hit where ${sql.placeholder('idempotencyKey')}::text is not null and k.token_hash = ${sql.placeholder('tokenHash')} and k.type = 'secret' and (k.time_expired is null or k.time_expired > now()) and hit.hits <= ${sql.placeholder('max')}::integer`,
      )
      .onConflictDoUpdate(takeOver)
      .returning({ key: idempotencyKeys.key }),
  );
  return db
    .with(hit, claim)
    .select({
      ...keyColumns,
      hits: hit.hits,
      windowStart: hit.windowStart,
      claimed: sql<boolean>`exists (select 1 from claim)`,
    })
    .from(hit)
    .leftJoin(apiKeys, eq(apiKeys.tokenHash, sql.placeholder('tokenHash')))
    .leftJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(merchants, eq(merchants.id, accounts.merchantId))
    .prepare('rate_limit_hit_api_key');
});

export const hitWindowFindingKey = async (
  db: Executor,
  window: { bucket: string; key: string; windowSeconds: number; max: number },
  token: string,
  idempotency: { key: string; requestHash: string } | null,
): Promise<{ hit: WindowHit; key: ApiKeyFound | null; claimed: boolean }> => {
  const [row] = await hitWithKeyStatement(db).execute({
    ...window,
    tokenHash: hashToken(token),
    idempotencyKey: idempotency?.key ?? null,
    requestHash: idempotency?.requestHash ?? null,
  });
  if (!row) throw new Error('rate limit upsert returned no row');
  const { hits, windowStart, claimed, ...key } = row;
  const hit = windowHitOf({ hits, windowStart }, window.windowSeconds);
  // Left joins type every column nullable; a found key always has its account and merchant (foreign keys).
  return { hit, key: key.id === null ? null : (key as ApiKeyFound), claimed };
};

/**
 * Stores a new current key. Null when the mode already has a current key of this type: the
 * partial unique index settles concurrent creations and rolls.
 */
export const insertCurrentKey = async (
  db: Executor,
  input: { accountId: string; livemode: boolean; type: ApiKeyType; token: string },
): Promise<ApiKeyRow | null> => {
  const [row] = await db
    .insert(apiKeys)
    .values({
      accountId: input.accountId,
      id: newId('key'),
      livemode: input.livemode,
      type: input.type,
      tokenHash: hashToken(input.token),
      publishableKey: input.type === 'publishable' ? input.token : null,
      lastFour: input.token.slice(-4),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

const stillWorking = or(isNull(apiKeys.timeExpired), gt(apiKeys.timeExpired, sql`now()`));

/** The keys of one mode that still work, newest first (api_keys_account_mode_time_idx). */
export const listWorkingKeys = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  page: { page: number; per_page: number },
) => {
  const where = and(eq(apiKeys.accountId, accountId), eq(apiKeys.livemode, livemode), stillWorking);
  return newestFirstPage(db, db.select().from(apiKeys).$dynamic(), apiKeys, where, page);
};

/** Locks one key of the account and mode for a roll; another account's or mode's key is not found. */
export const lockKey = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.livemode, livemode), eq(apiKeys.id, id)))
    .for('update');
  return row ?? null;
};

/** Retires a key: it keeps working for `seconds` more, by the database clock. */
export const markRolled = async (db: Executor, id: string, seconds: number): Promise<ApiKeyRow> => {
  const [row] = await db
    .update(apiKeys)
    .set({ timeRolled: sql`now()`, timeExpired: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(apiKeys.id, id))
    .returning();
  if (!row) throw new Error(`api key ${id} vanished while locked`);
  return row;
};

/** Getting started: a secret key was ever made for the account, in either mode. */
export const hasSecretKey = async (db: Executor, accountId: string) => {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${apiKeys} where ${and(eq(apiKeys.accountId, accountId), eq(apiKeys.type, 'secret'))}) as found`,
  );
  return row?.found === true;
};
