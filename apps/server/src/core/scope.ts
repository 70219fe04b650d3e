import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import type { Executor } from '../db/client.ts';
import { type AccountAccess, systemAccessOf } from './account-access.ts';

/** Who acts: a dashboard user through their session, an API key, or the provider's own background work. */
export type Actor =
  | { type: 'user'; userId: string; email: string; admin: boolean }
  | { type: 'api_key'; keyId: string; keyType: ApiKeyType }
  | { type: 'system'; job: string };

/**
 * What a service acts on and for whom: one account, in one mode, by one actor. A route gets it
 * from the request (plugins/account-access.ts), a job from `systemScope`, so services take
 * `(ctx, scope, input)` and never a request.
 */
export type Scope = { account: AccountAccess; livemode: boolean; actor: Actor };

/** A background job's scope on an account: the provider acts, with an owner's grant. */
export const systemScope = async (db: Executor, accountId: string, livemode: boolean, job: string): Promise<Scope> => {
  const account = await systemAccessOf(db, accountId);
  if (!account) throw new Error(`account ${accountId} not found for job ${job}`);
  return { account, livemode, actor: { type: 'system', job } };
};
