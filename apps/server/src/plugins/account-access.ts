import { accountHeader } from '@paydeck/contract/account-header';
import type { OperationAction, OperationSourceType } from '@paydeck/contract/operation-types';
import { hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccountAccess, accountAccessOf, accountAccessOfKey } from '../core/account-access.ts';
import { recordOperation } from '../core/operation-log.ts';
import { operatorOf, sessionOf } from '../core/request.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { actorOf, livemodeOf, merchantApiUrl, writeMethods } from './merchant-api.ts';

/**
 * What a mutating route does, so a refused attempt can be logged as what it tried. The source id
 * comes from a path parameter or a body field of the request.
 */
export type OperationRule = {
  action: OperationAction;
  source: OperationSourceType;
  sourceId?: { param: string } | { body: string };
};

/** A route that declares `config.permission`, as registered (tests walk these). */
export type AccountRoute = {
  method: string;
  url: string;
  permission: PermissionName | 'member';
  operation: OperationRule | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The account permission a route needs, or 'member' for any member. The account is the
     * `:accountId` path parameter, else the `Paydeck-Account` header, else the session's selected
     * account; for an API key, its own.
     */
    permission?: PermissionName | 'member';
    /** The operation a mutating route performs: a refusal for lack of permission is logged as it. */
    operation?: OperationRule;
  }
  interface FastifyInstance {
    /** Every account-scoped route of the app. */
    accountRoutes: AccountRoute[];
  }
}

const fieldOf = (value: unknown, name: string): string | null => {
  const field = value && typeof value === 'object' ? Reflect.get(value, name) : undefined;
  return typeof field === 'string' ? field : null;
};

const sourceIdOf = (request: FastifyRequest, rule: OperationRule): string | null => {
  if (!rule.sourceId) return null;
  return 'param' in rule.sourceId
    ? fieldOf(request.params, rule.sourceId.param)
    : fieldOf(request.body, rule.sourceId.body);
};

/** The header every account route without `:accountId` accepts (validated and documented with the route). */
const accountHeaders = z.looseObject({
  [accountHeader]: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({
      description:
        'With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with ' +
        "that membership's permissions. Without it, the session's selected account (POST /v1/select_account). " +
        'An API key acts on its own account: naming another one is refused (403).',
      example: 'acct_4Qe1bYk2ZpW7Lr9sTm3VxN8c',
    }),
});

const withAccountHeader = (headers: unknown) =>
  headers instanceof z.ZodObject ? accountHeaders.extend(headers.shape) : accountHeaders;

const pathAccountOf = (request: FastifyRequest): string | null => {
  const param = (request.params as { accountId?: unknown } | undefined)?.accountId;
  return typeof param === 'string' ? param : null;
};

const namedAccountOf = (request: FastifyRequest): string | null => {
  const named = request.headers[accountHeader];
  return typeof named === 'string' ? named : null;
};

/**
 * The path's account, else the one the request names, else the session's selection: a tab acts on
 * the account of its page even after another tab selected another one. An API key's account is
 * authoritative; naming another is refused rather than ignored, like a contradicting `livemode`.
 */
const accountOfCaller = async (db: Database, request: FastifyRequest): Promise<AccountAccess> => {
  const named = namedAccountOf(request);
  if (request.apiKey) {
    if (named !== null && named !== request.apiKey.accountId) throw new AppError('forbidden');
    return accountAccessOfKey(request.apiKey);
  }
  const session = sessionOf(request);
  const accountId = pathAccountOf(request) ?? named ?? session.selectedAccountId;
  if (!accountId) throw new AppError('not_found');
  return accountAccessOf(db, session.userId, accountId);
};

/**
 * The pipeline's account access step (api-pipeline.ts): checks tenancy and permission before the
 * handler runs, so a route states its rule instead of repeating the check (and cannot forget to
 * stop on a refusal). A refused mutation is logged on its own (no transaction: the request is about
 * to fail); an API key's refusals are not, since the activity log is its users' trail. On `/api/*`
 * it also settles the mode (merchant context).
 */
export const accountAccessStep = (app: FastifyInstance, db: Database) => {
  const routes: AccountRoute[] = [];
  app.decorate('accountRoutes', routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission, operation: route.config?.operation });
    }
    if (!route.url.includes(':accountId'))
      route.schema = { ...route.schema, headers: withAccountHeader(route.schema?.headers) };
  });
  app.decorateRequest('account', null);
  app.decorateRequest('scope', null);
  return async (request: FastifyRequest) => {
    const { permission, operation } = request.routeOptions.config;
    if (!permission) return;
    const account = await accountOfCaller(db, request);
    if (permission !== 'member' && !hasPermission(account.grant, permission)) {
      if (operation && writeMethods.has(request.method) && request.session) {
        await recordOperation(db, operatorOf(request), account, {
          action: operation.action,
          sourceType: operation.source,
          sourceId: sourceIdOf(request, operation),
          description: `${request.method} ${request.routeOptions.url}`,
          refused: true,
        });
      }
      throw new AppError('forbidden');
    }
    request.account = account;
    if (merchantApiUrl.test(request.routeOptions.url ?? '')) {
      request.scope = { account, livemode: livemodeOf(request, account), actor: actorOf(request) };
    }
  };
};
