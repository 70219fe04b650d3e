import { type ApiKeyType, apiKeyTypes, type RollExpiry, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import type { ApiKey, ApiKeyListQuery, RolledApiKey } from '@paydeck/contract/api-keys';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { maskedKey, mintApiKey } from '../../lib/api-key-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  type ApiKeyRow,
  insertCurrentKey,
  listWorkingKeys,
  lockKey,
  markRolled,
  hasSecretKey as secretKeyExists,
} from './api-keys.repository.ts';

const masked = (row: ApiKeyRow) => maskedKey(row.type, row.livemode, row.lastFour);

/** The wire key: a publishable key in full, a secret masked unless `revealed` (its creation, the one time). */
const apiKeyOf = (row: ApiKeyRow, revealed?: string): ApiKey => ({
  id: row.id,
  type: row.type,
  livemode: row.livemode,
  key: revealed ?? row.publishableKey ?? masked(row),
  status: row.timeRolled ? 'expiring' : 'active',
  time_created: unixSeconds(row.timeCreated),
  time_expired: row.timeExpired ? unixSeconds(row.timeExpired) : null,
});

/**
 * Getting started: secret keys are only ever made by a user creating or rolling keys, so one
 * existing means the account made a key.
 */
export const hasSecretKey = (db: Executor, accountId: string) => secretKeyExists(db, accountId);

export const apiKeyPage = async (ctx: AppContext, scope: Scope, query: ApiKeyListQuery) => {
  const { rows, total } = await listWorkingKeys(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(
    rows.map((row) => apiKeyOf(row)),
    total,
    query,
  );
};

/** Who made a key is in the activity log row written with it. */
const mintCurrentKey = async (db: Executor, scope: Scope, type: ApiKeyType) => {
  const token = mintApiKey(type, scope.livemode);
  const row = await insertCurrentKey(db, { accountId: scope.account.id, livemode: scope.livemode, type, token });
  return row ? { row, token } : null;
};

/**
 * A mode's publishable and secret key, made together once; afterwards keys are rolled. The
 * secret is returned in full here only: the table keeps its hash.
 */
export const createApiKeys = async (ctx: AppContext, operator: Operator, scope: Scope) =>
  ctx.db.transaction(async (tx) => {
    const created = [];
    for (const type of apiKeyTypes) {
      const minted = await mintCurrentKey(tx, scope, type);
      if (!minted) throw new AppError('api_keys_exist');
      created.push(minted);
    }
    await recordOperation(tx, operator, scope.account, {
      action: 'created',
      sourceType: 'apiKey',
      // The secret key is the one that authorizes calls: it names the pair.
      sourceId: created.find(({ row }) => row.type === 'secret')?.row.id ?? null,
      description: created.map(({ row }) => masked(row)).join(', '),
    });
    return created.map(({ row, token }) => apiKeyOf(row, token));
  });

/**
 * Replaces a current key with a new one of its type; the old one keeps working for the chosen
 * time (`now` ends it at once, e.g. after a leak). The row lock makes concurrent rolls of one key
 * run one after another: the second finds it rolled (409).
 */
export const rollApiKey = async (
  ctx: AppContext,
  operator: Operator,
  scope: Scope,
  keyId: string,
  expiresIn: RollExpiry,
): Promise<RolledApiKey> =>
  ctx.db.transaction(async (tx) => {
    const current = await lockKey(tx, scope.account.id, scope.livemode, keyId);
    if (!current) throw new AppError('not_found');
    if (current.timeRolled) throw new AppError('api_key_rolled');
    const previous = await markRolled(tx, current.id, rollExpirySeconds[expiresIn]);
    const minted = await mintCurrentKey(tx, scope, current.type);
    if (!minted) throw new AppError('conflict');
    await recordOperation(tx, operator, scope.account, {
      action: 'updated',
      sourceType: 'apiKey',
      sourceId: current.id,
      description: `${masked(current)} → ${masked(minted.row)}, expires_in ${expiresIn}`,
    });
    return { key: apiKeyOf(minted.row, minted.token), previous: apiKeyOf(previous) };
  });
