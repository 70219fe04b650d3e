import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import type { OpenApiDocument, Operation } from './openapi-arbitraries.ts';

type Validator = (instance: unknown, format?: typeof BASIC) => { valid: boolean; errors?: unknown[] };

/** A JSON Pointer into the document, as a URI fragment. */
const fragmentOf = (segments: string[]) =>
  `#/${segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;

/**
 * Checks answers against the served OpenAPI document with Hyperjump's implementation of the
 * OpenAPI 3.1 schema dialect: the response declared for the status (exact, then `4XX`-style,
 * then `default`) must exist, and a JSON body must match its schema.
 */
export const responseValidator = async (doc: OpenApiDocument, dir: string) => {
  // Hyperjump reads an OpenAPI document by its file name (`*.openapi.json`).
  const file = path.join(dir, 'paydeck.openapi.json');
  await writeFile(file, JSON.stringify(doc));
  const base = pathToFileURL(file).href;
  const compiled = new Map<string, Promise<Validator>>();

  return async (
    route: { path: string; method: string; operation: Operation },
    status: number,
    contentType: string | undefined,
    body: string,
  ): Promise<string | null> => {
    const { responses } = route.operation;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return `status ${status} is not in the document`;
    const content = responses[key]?.content;
    if (!content) return body.length === 0 ? null : `status ${status} has a body the document does not declare`;
    const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!content[type]) return `content type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`;
    if (type !== 'application/json') return null;
    const pointer = fragmentOf(['paths', route.path, route.method, 'responses', key, 'content', type, 'schema']);
    let validator = compiled.get(pointer);
    if (!validator) {
      validator = validate(`${base}${pointer}`) as unknown as Promise<Validator>;
      compiled.set(pointer, validator);
    }
    const output = (await validator)(JSON.parse(body), BASIC);
    return output.valid ? null : `body does not match ${key}: ${JSON.stringify(output.errors).slice(0, 800)}`;
  };
};
