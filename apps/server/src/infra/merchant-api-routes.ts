import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { PermissionName } from '@paydeck/contract/permissions';
import type { FastifyContextConfig, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { output, ZodType } from 'zod';
import { scopeOf } from '../core/request.ts';
import type { Scope } from '../core/scope.ts';
import { merchantApiSecurity } from './openapi.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Out<T> = T extends ZodType ? output<T> : undefined;
/** The `data` of a response envelope `{ success, data }`. */
type DataOf<R> = R extends ZodType ? (output<R> extends { data: infer D } ? D : never) : never;

export type MerchantRouteSpec<P, Q, B, R> = {
  permission: PermissionName;
  /** What a mutating route does, for the activity log's refused attempts. */
  operation?: FastifyContextConfig['operation'];
  /** A write that takes no Idempotency-Key (plugins/idempotency.ts `withoutIdempotency`). */
  withoutIdempotency?: true;
  summary: string;
  description?: string;
  /** Who may call: default a dashboard session or a secret key; `session` for dashboard-only routes. */
  security?: keyof typeof merchantApiSecurity | 'session';
  params?: P;
  /** Default `merchantApiQuery` (just `livemode`). */
  querystring?: Q;
  body?: B;
  /** The 200 answer's envelope. */
  response: R;
};

/** The request as a merchant API handler reads it: validated params, query and body. */
export type MerchantRequest<P, Q, B> = FastifyRequest & { params: Out<P>; query: Out<Q>; body: Out<B> };

/**
 * Declares `/api/*` routes of one OpenAPI tag with what every merchant API route has (ARCHITECTURE
 * §3): the permission the access check enforces, the security schemes, `livemode` in the query,
 * the tag, and the `{ success: true, data }` envelope. The handler gets the request's scope.
 */
export const merchantApiRoutes = (app: App, tag: string) => {
  const route =
    (method: HTTPMethods) =>
    <R extends ZodType, Q extends ZodType = typeof merchantApiQuery, P = undefined, B = undefined>(
      url: string,
      spec: MerchantRouteSpec<P, Q, B, R>,
      handler: (scope: Scope, request: MerchantRequest<P, Q, B>) => Promise<DataOf<R>>,
    ) =>
      app.route({
        method,
        url,
        config: {
          permission: spec.permission,
          ...(spec.operation && { operation: spec.operation }),
          ...(spec.withoutIdempotency && { withoutIdempotency: true }),
        },
        schema: {
          tags: [tag],
          summary: spec.summary,
          ...(spec.description && { description: spec.description }),
          // No `security` is the document's default: a session only.
          ...(spec.security !== 'session' && { security: merchantApiSecurity[spec.security ?? 'sessionOrSecretKey'] }),
          ...(spec.params && { params: spec.params }),
          querystring: spec.querystring ?? merchantApiQuery,
          ...(spec.body && { body: spec.body }),
          response: { 200: spec.response },
        },
        // Typed at the call site (`handler` returns the envelope's data); Fastify can't resolve the
        // reply type of a schema that is still generic here.
        handler: (async (request: FastifyRequest) => ({
          success: true as const,
          data: await handler(scopeOf(request), request as MerchantRequest<P, Q, B>),
        })) as never,
      });
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE') };
};
