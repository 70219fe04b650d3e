import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findActiveSession, type SessionRecord } from '../modules/identity/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null on public routes called without a token. */
    session: SessionRecord | null;
  }
}

type Security = Record<string, string[]>[] | undefined;

/**
 * A route's OpenAPI `security` is also its rule, so the docs cannot drift from enforcement:
 * `[]` is public, a list holding `{}` is optional, anything else (the default) needs a session.
 */
const authModeOf = (security: Security): 'public' | 'optional' | 'session' => {
  if (security?.length === 0) return 'public';
  if (security?.some((scheme) => Object.keys(scheme).length === 0)) return 'optional';
  return 'session';
};

const apiRoute = /\/(v1|api)\//;

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** Resolves the bearer session on every API route and refuses protected ones without it (401). */
export const registerAuth = (app: FastifyInstance, db: Database) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!apiRoute.test(request.routeOptions.url ?? '')) return;
    const schema = request.routeOptions.schema as { security?: Security } | undefined;
    const mode = authModeOf(schema?.security);
    if (mode === 'public') return;
    const token = bearerToken(request);
    const session = token ? await findActiveSession(db, token) : null;
    if (!session && mode === 'session') throw new AppError('unauthenticated');
    request.session = session;
    // Every log line of an operator's admin session says so.
    if (session?.admin) request.log = request.log.child({ admin: true, userId: session.userId });
  });
};

/** The session of a route behind auth (the hook has already refused the request without one). */
export const sessionOf = (request: FastifyRequest): SessionRecord => {
  if (!request.session) throw new AppError('unauthenticated');
  return request.session;
};
