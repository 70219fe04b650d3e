import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accountWithMerchantColumns } from '../../core/account-access.ts';
import type { ApiKeyFound } from '../../core/request.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { prepared } from '../../db/prepared.ts';
import { apiKeys } from '../../db/schema/developers.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken } from '../../lib/tokens.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const keyColumns = {
  id: apiKeys.id,
  accountId: apiKeys.accountId,
  livemode: apiKeys.livemode,
  type: apiKeys.type,
  timeExpired: apiKeys.timeExpired,
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

/** A key with its account and merchant (one query: every API-key request needs all three). */
export type ApiKeyWithAccount = Omit<ApiKeyFound, 'expired'> & { timeExpired: Date | null };

/** The key whose token hashes to `tokenHash`; null for no such key. */
export const findApiKeyByTokenHash = async (db: Executor, tokenHash: string): Promise<ApiKeyWithAccount | null> => {
  const [row] = await keyByTokenStatement(db).execute({ tokenHash });
  return row ?? null;
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
