import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AccountAccess, AccountWithMerchant } from './account-access.ts';
import type { Operator } from './operation-log.ts';
import type { Scope } from './scope.ts';

/** A signed-in dashboard session, as the auth plugin resolves it from the bearer token. */
export type Session = {
  id: string;
  userId: string;
  email: string;
  admin: boolean;
  selectedAccountId: string | null;
  timeExpired: Date;
};

/** The API key a merchant API call is made with, loaded with its account. */
export type ApiKeyCaller = {
  id: string;
  accountId: string;
  livemode: boolean;
  type: ApiKeyType;
  account: AccountWithMerchant;
};

/** A key as looked up by its token: with whether it has expired by the database clock. */
export type ApiKeyFound = ApiKeyCaller & { expired: boolean };

/**
 * What the plugins resolve on a request and routes read through the accessors below: routes
 * depend on this core, never on the plugins that fill it in.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null on public routes called without a token (and for API keys). */
    session: Session | null;
    /** The API key a merchant API call is made with, on routes that accept keys. */
    apiKey: ApiKeyCaller | null;
    /** The account a route acts on, resolved for routes that declare `config.permission`. */
    account: AccountAccess | null;
    /** Resolved for `/api/*` routes that declare `config.permission`. */
    scope: Scope | null;
  }
}

/** The session of a route behind auth (the hook has already refused the request without one). */
export const sessionOf = (request: FastifyRequest): Session => {
  if (!request.session) throw new AppError('unauthenticated');
  return request.session;
};

/** The account of a route that declares `config.permission` (the access check resolved it). */
export const accountOf = (request: FastifyRequest): AccountAccess => {
  if (!request.account) throw new Error(`${request.routeOptions.url} declares no config.permission`);
  return request.account;
};

/** The scope of an `/api/*` route that declares `config.permission` (the access check resolved it). */
export const scopeOf = (request: FastifyRequest): Scope => {
  if (!request.scope) throw new Error(`${request.routeOptions.url} is not a merchant API route with config.permission`);
  return request.scope;
};

/** The session's user as the activity log records them. */
export const operatorOf = (request: FastifyRequest): Operator => {
  const session = sessionOf(request);
  return { userId: session.userId, email: session.email, admin: session.admin, ip: request.ip };
};
