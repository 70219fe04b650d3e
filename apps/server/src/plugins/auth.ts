import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyCaller, ApiKeyFound, Session } from '../core/request.ts';
import type { Database, Executor } from '../db/client.ts';
import { securitySchemeOfKey } from '../infra/openapi.ts';
import { apiKeyTypeOf } from '../lib/api-key-tokens.ts';
import { AppError } from '../lib/app-error.ts';
import type { ApiKeyLookup } from './rate-limit.ts';

/** How callers are found by their bearer token: the identity and developers modules' lookups, passed in by app.ts. */
export type CallerLookups = {
  findSession: (db: Executor, token: string) => Promise<Session | null>;
  findApiKey: (db: Executor, token: string) => Promise<ApiKeyFound | null>;
};

type Security = Record<string, string[]>[] | undefined;

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/**
 * An API key may call a route only when the route's security lists its scheme: a secret key
 * where `secretKey` is listed, a publishable key where `publishableKey` is. Unknown and expired
 * keys are told apart, so a merchant whose rolled key ran out knows why.
 */
const authenticateApiKey = async (
  db: Database,
  lookups: CallerLookups,
  token: string,
  schemes: Set<string>,
  lookup: ApiKeyLookup | undefined,
): Promise<ApiKeyCaller | null> => {
  const type = apiKeyTypeOf(token);
  if (!type) return null;
  if (!schemes.has(securitySchemeOfKey[type])) {
    throw new AppError(type === 'publishable' ? 'publishable_key_not_allowed' : 'api_key_not_allowed');
  }
  // The limit looked the key up already to count against it (not on routes with a limit of their own).
  const key = lookup ? lookup.key : await lookups.findApiKey(db, token);
  if (!key) throw new AppError('api_key_invalid');
  if (key.expired) throw new AppError('api_key_expired');
  return { id: key.id, accountId: key.accountId, livemode: key.livemode, type: key.type, account: key.account };
};

/**
 * The pipeline's authentication step (api-pipeline.ts). A route's OpenAPI `security` is also its
 * rule, so the docs cannot drift from enforcement: `[]` is public, a list holding `{}` is optional,
 * anything else (the default: a session) lists the schemes it accepts. Resolves the bearer session
 * or API key and refuses a protected route without either (401).
 */
export const authenticateStep = (app: FastifyInstance, db: Database, lookups: CallerLookups) => {
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  return async (request: FastifyRequest, lookup: ApiKeyLookup | undefined) => {
    const security = (request.routeOptions.schema as { security?: Security } | undefined)?.security;
    if (security?.length === 0) return;
    const optional = security?.some((scheme) => Object.keys(scheme).length === 0) ?? false;
    const schemes = new Set(security ? security.flatMap((scheme) => Object.keys(scheme)) : ['session']);
    const token = bearerToken(request);
    const apiKey = token ? await authenticateApiKey(db, lookups, token, schemes, lookup) : null;
    if (apiKey) {
      request.apiKey = apiKey;
      return;
    }
    const session = token && schemes.has('session') ? await lookups.findSession(db, token) : null;
    if (!session && !optional) throw new AppError('unauthenticated');
    request.session = session;
    // Every log line of an operator's admin session says so.
    if (session?.admin) request.log = request.log.child({ admin: true, userId: session.userId });
  };
};
