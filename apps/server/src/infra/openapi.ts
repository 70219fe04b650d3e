import { errorEnvelope } from '@paydeck/contract';
import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};
export type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: SchemaObject };
export type MediaType = { schema?: SchemaObject; example?: unknown };
export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType>; required?: boolean };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

/** The security scheme each kind of API key authenticates as (plugins/auth.ts reads it). */
export const securitySchemeOfKey = {
  secret: 'secretKey',
  publishable: 'publishableKey',
} as const satisfies Record<ApiKeyType, string>;

/**
 * `security` of merchant API routes. Routes without one need a dashboard session; these also
 * take a secret key, or any key (publishable keys only read what a browser may show).
 */
type SecurityRequirement = Record<string, string[]>;
export const merchantApiSecurity: Record<'sessionOrSecretKey' | 'sessionOrAnyKey', SecurityRequirement[]> = {
  sessionOrSecretKey: [{ session: [] }, { [securitySchemeOfKey.secret]: [] }],
  sessionOrAnyKey: [{ session: [] }, { [securitySchemeOfKey.secret]: [] }, { [securitySchemeOfKey.publishable]: [] }],
};

export const openApiInfo = (tags: { name: string; description: string }[]) => ({
  info: {
    title: 'Paydeck API',
    version: '1.0.0',
    description:
      'Dashboard endpoints (`/v1/*`, session token) and merchant resource endpoints (`/api/*`, session token or API key). ' +
      'Every response is an envelope: `{ "success": true, "data": … }` or `{ "success": false, "message": …, "error": { code, type, message } }`. ' +
      'Field names are snake_case; times are Unix seconds; money is integer minor units with a currency code.\n\n' +
      "On `/api/*`, a call with a secret key (`Authorization: Bearer sk_test_…`) acts on the key's account in the key's mode; " +
      'a dashboard session acts on the account its `Paydeck-Account` header names (else on its selected account) and ' +
      'says the mode with `livemode=1|0` in the query or body. ' +
      'Writes accept an `Idempotency-Key` header: retrying with the same key and request within 24 hours answers the first ' +
      'response again instead of acting twice.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Paydeck' },
  },
  tags,
  components: {
    securitySchemes: {
      session: { type: 'http' as const, scheme: 'bearer', description: 'Dashboard session token from POST /v1/login.' },
      [securitySchemeOfKey.secret]: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'Secret API key (`sk_live_…` or `sk_test_…`) from Developers › API keys, for calls from your server. ' +
          'It acts on its account in its mode, with every permission; keep it secret.',
      },
      [securitySchemeOfKey.publishable]: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'Publishable API key (`pk_live_…` or `pk_test_…`), safe to ship in a browser or app: it can only list the ' +
          'enabled payment methods, e.g. to show a method picker before checkout.',
      },
    },
  },
  security: [{ session: [] }],
  servers: [{ url: '/', description: 'This Paydeck server' }],
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope } },
});

const operationIdOf = (method: string, url: string) =>
  `${method.toLowerCase()}_${url
    .replace(/[{}:]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')}`;

/**
 * Every documented operation gets an operationId and the error envelope for 4XX/5XX, so the
 * document says what failures look like without each route repeating it.
 */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const withDefaults = {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(String(method), url),
    response: {
      ...(schema.response as object),
      '4XX': errorResponse('Refused: bad input, not signed in, not permitted, not found or rate limited.'),
      '5XX': errorResponse('Server error: the message is generic and the details are only in the logs.'),
    },
  };
  return jsonSchemaTransform({ ...input, schema: withDefaults });
};

/**
 * Registered schemas are emitted in an input and an output variant; drop the variants no
 * operation (or other used schema) refers to, so the document holds only what it uses.
 */
export const documentObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  let names = Object.keys(schemas);
  for (;;) {
    const text =
      JSON.stringify({ ...document, components: { ...document.components, schemas: undefined } }) +
      JSON.stringify(names.map((name) => schemas[name]));
    const used = names.filter((name) => text.includes(`"#/components/schemas/${name}"`));
    if (used.length === names.length) break;
    names = used;
  }
  const kept = Object.fromEntries(names.map((name) => [name, schemas[name]]));
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};
