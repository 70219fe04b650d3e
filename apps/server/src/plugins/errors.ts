import {
  type ErrorCode,
  type ErrorEnvelope,
  errorCodes,
  errorMessage,
  type FieldIssue,
  fieldMessage,
  type Locale,
  localeFromAcceptLanguage,
} from '@paydeck/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

const zodLocales: Record<Locale, ReturnType<typeof z.locales.en>> = {
  'en-US': z.locales.en(),
  'zh-CN': z.locales.zhCN(),
};

type ValidationItem = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined),
    root,
  );

/** The part of the request a validation context names; zod drops `input` from issues, so messages read it here. */
const validatedPart = (request: FastifyRequest, context: string | undefined): unknown => {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return context ? parts[context] : undefined;
};

/** Re-renders a zod issue's message in the request's locale; field paths stay as sent (snake_case). */
const fieldIssues = (items: ValidationItem[], context: string | undefined, request: FastifyRequest): FieldIssue[] =>
  items.map((item) => {
    const path = item.instancePath.split('/').filter(Boolean);
    const input = valueAt(validatedPart(request, context), path);
    const issue = {
      input,
      ...item.params,
      code: item.keyword,
      path,
      message: item.message,
    } as unknown as z.core.$ZodRawIssue;
    const localized =
      item.keyword === 'custom'
        ? fieldMessage(request.locale, item.message ?? '')
        : zodLocales[request.locale].localeError(issue);
    const message = typeof localized === 'string' ? localized : (localized?.message ?? item.message ?? item.keyword);
    return { field: path.join('.') || (context ?? ''), code: item.keyword, message };
  });

const fastifyCodeMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_MAX_PARAM_LENGTH: 'path_too_long',
};

/** SQLSTATEs of text the database cannot store: a NUL (22021) or a character outside UTF-8 (22P05). */
const notStorable = new Set(['22021', '22P05']);

/** The SQLSTATE of a failed statement: on the error itself, or on the driver's error Drizzle wraps. */
const databaseCodeOf = (error: unknown): string | undefined => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = cause && typeof cause === 'object' ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
};

export const sendError = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const message = errorMessage(request.locale, error.code, error.params);
  const body: ErrorEnvelope = {
    success: false,
    message,
    error: {
      code: error.code,
      type: errorCodes[error.code].type,
      message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
  return reply.status(error.status).headers(error.headers).type('application/json; charset=utf-8').send(body);
};

/** Turns anything thrown into the error envelope; 5xx are logged in full and masked on the wire. */
const toAppError = (error: FastifyError, request: FastifyRequest): AppError => {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('validation_failed', {
      details: fieldIssues(error.validation as ValidationItem[], error.validationContext, request),
    });
  }
  if (notStorable.has(databaseCodeOf(error) ?? '')) return new AppError('text_not_storable');
  const mapped = fastifyCodeMap[error.code];
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) return new AppError('rate_limited', { params: { retry_after: 60 } });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('bad_request');
  return new AppError('internal_error');
};

/** Every error's answer: logged (a 5xx in full), then the envelope, a 5xx masked. */
const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const appError = toAppError(error, request);
  if (appError.status >= 500) {
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'request failed');
  } else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
  return sendError(request, reply, appError);
};

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any route or hook runs (a broken
 * percent-encoding, a path segment past `maxParamLength`) is answered like every other error. No
 * onRequest hook ran, so its locale and request id are set here.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  reply.header('x-request-id', request.id);
  return handleError(error, request, reply);
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
};
