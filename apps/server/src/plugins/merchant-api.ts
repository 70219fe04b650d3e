import { fieldMessage } from '@paydeck/contract';
import type { FastifyRequest } from 'fastify';
import type { AccountAccess } from '../core/account-access.ts';
import type { Actor } from '../core/scope.ts';
import { AppError } from '../lib/app-error.ts';

/** The API's routes, under any base path: the dashboard's `/v1/*` and the merchant API's `/api/*`. */
export const apiUrl = /\/(v1|api)\//;

/** The merchant resource endpoints (ARCHITECTURE §1), under any base path. */
export const merchantApiUrl = /\/api\//;

/** The methods that change something. */
export const writeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fieldOf = (part: unknown): unknown =>
  part && typeof part === 'object' ? Reflect.get(part, 'livemode') : undefined;

/** `livemode` as the route's schema parsed it, from the query or else the body. */
const requestedLivemode = (request: FastifyRequest): boolean | undefined => {
  const value = fieldOf(request.query) ?? fieldOf(request.body);
  return typeof value === 'boolean' ? value : undefined;
};

/**
 * The mode of a call: an API key's own (a contradicting `livemode` is refused rather than
 * ignored, so a script can't act in the mode it didn't mean), else the session's `livemode`,
 * which is then required. An inactivated account runs in test mode only (spec §4).
 */
export const livemodeOf = (request: FastifyRequest, account: AccountAccess): boolean => {
  const requested = requestedLivemode(request);
  const key = request.apiKey;
  if (key && requested !== undefined && requested !== key.livemode) throw new AppError('livemode_mismatch');
  const livemode = key ? key.livemode : requested;
  if (livemode === undefined) {
    throw new AppError('validation_failed', {
      details: [
        { field: 'livemode', code: 'required', message: fieldMessage(request.locale, 'livemode_required') ?? '' },
      ],
    });
  }
  if (livemode && account.activation !== 'activated') throw new AppError('live_mode_unavailable');
  return livemode;
};

export const actorOf = (request: FastifyRequest): Actor => {
  if (request.apiKey) return { type: 'api_key', keyId: request.apiKey.id, keyType: request.apiKey.type };
  const session = request.session;
  if (!session) throw new AppError('unauthenticated');
  return { type: 'user', userId: session.userId, email: session.email, admin: session.admin };
};
