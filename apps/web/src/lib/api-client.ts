import { accountHeader } from '@paydeck/contract/account-header';
import type { FieldIssue } from '@paydeck/contract/envelope';
import type { ErrorCode } from '@paydeck/contract/errors';
import type { Locale } from '@paydeck/contract/locales';
import { serverPath } from './base-path.ts';
import { type Camelize, camelizeKeys, snakeizeKeys, toSnakeKey } from './casing.ts';
import { storage } from './storage.ts';

/** How a failed call is announced (spec §8). The default is a notification. */
export type ErrorMode = 'silent' | 'warning' | 'error' | 'notification' | 'redirect';

/** The one error the client throws: the server's code and message, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error';
  readonly type: string;
  readonly requestId: string | null;
  readonly details: FieldIssue[];

  constructor(init: {
    status: number;
    code: ApiError['code'];
    type: string;
    message: string;
    requestId: string | null;
    details?: FieldIssue[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.requestId = init.requestId;
    this.details = init.details ?? [];
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue | Record<string, QueryValue>>;

const pagingNames: Record<string, string> = { current: 'page', pageSize: 'per_page' };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * camelCase query → wire query: empty values dropped, `current`/`pageSize` → `page`/`per_page`,
 * nested ranges (`timeCreated: { gte, lt }`) → `time_created[gte]`, `time_created[lt]`.
 */
export const toSearchParams = (query: Query = {}): URLSearchParams => {
  const params = new URLSearchParams();
  const add = (name: string, value: QueryValue) => {
    if (isEmpty(value)) return;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    const name = pagingNames[key] ?? toSnakeKey(key);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, subValue] of Object.entries(value)) add(`${name}[${sub}]`, subValue as QueryValue);
    } else add(name, value as QueryValue);
  }
  return params;
};

/** `headers`: a call's own headers, such as a write's `Idempotency-Key`. */
type Options = { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The wire type a contract schema describes, for the few shapes the contract exports only as a
 * schema: `SchemaOutput<typeof registerResult>`. Import the schema with `import type`, so the
 * browser gets its type and not zod.
 */
export type SchemaOutput<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

let currentLocale: () => Locale = () => 'zh-CN';
/** The locale module registers how to read the active locale (sent as Accept-Language). */
export const setLocaleSource = (source: () => Locale) => {
  currentLocale = source;
};

type Envelope = {
  success?: boolean;
  data?: unknown;
  message?: string;
  error?: { code?: ErrorCode; type?: string; message?: string; details?: FieldIssue[] };
};

/** The envelope of a failed call (or whatever came back instead of one) as an ApiError. */
const toApiError = (response: Response, body: Envelope | null): ApiError => {
  // A 200 that says success: false is still a refusal; report it as a bad request.
  const status = response.ok ? 400 : response.status;
  return new ApiError({
    status,
    code: body?.error?.code ?? (status >= 500 ? 'internal_error' : 'bad_request'),
    type: body?.error?.type ?? 'api_error',
    message: body?.error?.message ?? body?.message ?? response.statusText,
    requestId: response.headers.get('x-request-id'),
    ...(body?.error?.details ? { details: body.error.details } : {}),
  });
};

/**
 * Sends one call: a JSON body snakeized, or a multipart `FormData` as it is (the browser sets its
 * boundary). A signed-in call names this tab's account (`Paydeck-Account`), which the server acts
 * on where the path names none, so another tab's switch can't redirect it.
 */
const send = async (method: string, path: string, options: Options = {}): Promise<Response> => {
  const search = toSearchParams(options.query).toString();
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'accept-language': currentLocale(),
  };
  const token = storage.get('token');
  if (token) headers.authorization = `Bearer ${token}`;
  const accountId = storage.get('accountId');
  if (token && accountId) headers[accountHeader] = accountId;
  const form = options.body instanceof FormData ? options.body : null;
  const hasBody = options.body !== undefined;
  if (hasBody && !form) headers['content-type'] = 'application/json';

  try {
    return await fetch(`${serverPath(path)}${search ? `?${search}` : ''}`, {
      method,
      headers,
      ...(hasBody ? { body: form ?? JSON.stringify(snakeizeKeys(options.body)) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      type: 'network_error',
      message: String(cause),
      requestId: null,
    });
  }
};

const request = async (method: string, path: string, options: Options = {}): Promise<unknown> => {
  const response = await send(method, path, options);
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (!response.ok || body?.success !== true) throw toApiError(response, body);
  return body.data;
};

/** A file's bytes (an authorized download: a plain link can't carry the bearer token). */
const download = async (path: string, options: Omit<Options, 'body'> = {}): Promise<Blob> => {
  const response = await send('GET', path, options);
  if (response.ok) return response.blob();
  throw toApiError(response, (await response.json().catch(() => null)) as Envelope | null);
};

/**
 * Calls return the envelope's `data` in camelCase, typed from the contract: `api.get<Wire>(…)`
 * where Wire is the contract's (snake_case) output type. The server already serializes every
 * response through the contract's schema, so the browser doesn't ship a validator to re-check it.
 */
const call =
  (method: string) =>
  <Wire>(path: string, options: Options = {}): Promise<Camelize<Wire>> =>
    request(method, path, options).then((data) => camelizeKeys(data as Wire));

export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  delete: call('DELETE'),
  download,
};
