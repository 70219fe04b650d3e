import { hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { type AccountAccess, accountAccessOf } from '../modules/accounts/accounts.service.ts';
import { sessionOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The account permission a route needs, or 'member' for any member. The account is the
     * `:accountId` path parameter, else the session's selected account.
     */
    permission?: PermissionName | 'member';
  }
  interface FastifyRequest {
    /** The account a route acts on, resolved for routes that declare `config.permission`. */
    account: AccountAccess | null;
  }
}

/**
 * Checks tenancy and permission before the handler runs, so a route states its rule instead of
 * repeating the check (and cannot forget to stop on a refusal).
 */
export const registerAccountAccess = (app: FastifyInstance, db: Database) => {
  app.decorateRequest('account', null);
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return;
    const session = sessionOf(request);
    const param = (request.params as { accountId?: unknown } | undefined)?.accountId;
    const accountId = typeof param === 'string' ? param : session.selectedAccountId;
    if (!accountId) throw new AppError('not_found');
    const account = await accountAccessOf(db, session.userId, accountId);
    if (permission !== 'member' && !hasPermission(account.grant, permission)) throw new AppError('forbidden');
    request.account = account;
  });
};

/** The account of a route that declares `config.permission` (the hook has resolved it). */
export const accountOf = (request: FastifyRequest): AccountAccess => {
  if (!request.account) throw new Error(`${request.routeOptions.url} declares no config.permission`);
  return request.account;
};
