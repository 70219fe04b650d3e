import fc from 'fast-check';

/** The JSON Schema keywords of the served OpenAPI document (zod's output, OpenAPI 3.1) that generation reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

export type Operation = {
  operationId: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

/**
 * Values that are not what any field wants, or only just: the wrong type, the empty and the huge,
 * text that breaks out of SQL, paths and HTML, and numbers past every limit.
 */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 63),
    1e308,
    true,
    [],
    {},
    'x'.repeat(5000),
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u0000',
    '%00',
    '😀'.repeat(40),
    '1e999',
    'NaN',
    '2026-02-30',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.anything({ maxDepth: 2 }),
);

/**
 * Arbitraries of the values a schema accepts, and of ones it may not (`nearly`): each field in
 * turn valid, missing, or junk. `ids` are real ids of the fuzzed merchants' objects, tried in
 * every id-like string so that requests reach past "not found".
 */
export const arbitrariesOf = (doc: OpenApiDocument, ids: string[]) => {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return resolve(target);
  };

  const stringOf = (schema: JsonSchema, name: string): fc.Arbitrary<string> => {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 64;
    if (schema.pattern) {
      if (schema.pattern.includes('@')) return fc.emailAddress().filter((s) => s.length <= max);
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
    }
    if (schema.format === 'uri') return fc.webUrl().filter((s) => s.length <= max);
    const text = fc.string({ minLength: min, maxLength: Math.min(max, min + 24) });
    const idLike = name === 'id' || name.endsWith('_id') || name.endsWith('Id') || name === 'search';
    const known = ids.filter((id) => id.length >= min && id.length <= max);
    return idLike && known.length > 0 ? fc.oneof(fc.constantFrom(...known), text) : text;
  };

  const valid = (given: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
    const schema = resolve(given);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => valid(option, name)));
    if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => valid({ ...schema, type }, name)));
    switch (schema.type) {
      case 'string':
        return stringOf(schema, name);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, -(2 ** 31)),
          max: Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000_001) - 1, 2 ** 31),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
          max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
          minExcluded: schema.exclusiveMinimum !== undefined,
          maxExcluded: schema.exclusiveMaximum !== undefined,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valid(schema.items ?? {}, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        if (Object.keys(properties).length === 0) {
          return typeof schema.additionalProperties === 'object'
            ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valid(schema.additionalProperties), {
                maxKeys: 3,
              })
            : fc.constant({});
        }
        return fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valid(property, key)])),
          { requiredKeys: schema.required ?? [] },
        );
      }
      default:
        return junk;
    }
  };

  /** Mostly valid, sometimes with one field gone or replaced by junk, sometimes junk outright. */
  const nearly = (given: JsonSchema): fc.Arbitrary<unknown> => {
    const schema = resolve(given);
    const whole = valid(schema);
    const broken = whole.chain((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
      const keys = [...new Set([...Object.keys(value), ...(schema.required ?? [])])];
      if (keys.length === 0) return junk.map((extra) => ({ unexpected: extra }));
      return fc.tuple(fc.constantFrom(...keys), fc.option(junk, { nil: undefined })).map(([key, replacement]) => {
        const changed: Record<string, unknown> = { ...value };
        if (replacement === undefined) delete changed[key];
        else changed[key] = replacement;
        return changed;
      });
    });
    return fc.oneof({ weight: 3, arbitrary: whole }, { weight: 2, arbitrary: broken }, { weight: 1, arbitrary: junk });
  };

  return { valid, nearly };
};
