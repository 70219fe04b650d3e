import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/** The merchant API's types, generated from the served OpenAPI document for the tests' client. */
export const apiTypesFile = path.resolve(import.meta.dirname, 'generated/openapi.ts');

const header =
  '// Generated from GET /api/openapi.json by `npm run api:types -w @paydeck/server`; do not edit.\n' +
  '// A test fails while this file differs from what the served document generates.\n\n';

export const apiTypesSource = async (document: unknown) =>
  header + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));

export const readApiTypes = () => readFile(apiTypesFile, 'utf8');
export const writeApiTypes = async (document: unknown) => writeFile(apiTypesFile, await apiTypesSource(document));
