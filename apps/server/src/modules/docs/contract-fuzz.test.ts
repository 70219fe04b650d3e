import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { arbitrariesOf, junk, type OpenApiDocument, type Operation } from '../../../test/fuzz/openapi-arbitraries.ts';
import { responseValidator } from '../../../test/fuzz/response-validator.ts';
import { watchRowChanges } from '../../../test/fuzz/row-changes.ts';
import { bearer, body, login, randomIp, strongPassword } from '../../../test/identity.ts';
import { createKeys } from '../../../test/merchant-api.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Every operation of the served OpenAPI document, called with generated paths, queries, headers
 * and bodies (fast-check arbitraries built from the document itself, valid and not): never a 5xx,
 * every answer as the document declares it for its status, a refused request changes no row, and
 * no answer to one merchant shows another merchant's objects. FUZZ_RUNS (default 6 per operation)
 * and FUZZ_SEED make the longer run of `npm run fuzz:api`.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 6);
const seed = Number(process.env.FUZZ_SEED ?? 20261128);

/**
 * Rows a refused request may write, each for a reason of its own: the exact abuse limits (sign-in,
 * the checkout, mandate signing) and the sign-in lockout count refused attempts, which is their
 * point; a refusal with an Idempotency-Key is kept so that its retry answers the same
 * (docs/decisions.md "Idempotency"); a failed sign-in is recorded in the user's history.
 */
const refusalMayChange = new Set([
  'rate_limit_buckets',
  'rate_limit_counters',
  'login_failures',
  'idempotency_keys',
  'login_histories',
]);

type Route = { path: string; method: string; operation: Operation };
type FuzzRequest = {
  path: Record<string, string>;
  query: Partial<Record<string, string>>;
  body: unknown;
  auth: 'session' | 'secret' | 'none';
  account: string | undefined;
  idempotencyKey: string | null;
  language: 'en-US' | 'zh-CN';
};

let t: TestApp;
let tmp: string;
let doc: OpenApiDocument;
let merchant: PayinMerchant & { email: string };
let otherIds: string[];
let ownIds: string[];
let changes: Awaited<ReturnType<typeof watchRowChanges>>;
let check: Awaited<ReturnType<typeof responseValidator>>;
let arbitraries: ReturnType<typeof arbitrariesOf>;

/** Ids of every row of the account's objects, from each table with an account_id. */
const idsOfAccount = async (accountId: string) => {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select c.table_name as name from information_schema.columns c
        join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema and i.column_name = 'id'
        where c.table_schema = 'public' and c.column_name = 'account_id'`,
  );
  const ids: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from ${sql.identifier(name)} where account_id = ${accountId} limit 20`,
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
};

beforeAll(async () => {
  t = await createTestApp();
  tmp = await mkdtemp(path.join(tmpdir(), 'paydeck-fuzz-'));
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  const email = 'fuzz-owner@example.com';
  merchant = { ...(await payinMerchant(t, email, 'Fuzz Shop Ltd')), email };
  await paidPayment(merchant);
  const other = await payinMerchant(t, 'fuzz-other@example.com', 'Other Shop Ltd');
  await paidPayment(other);
  ownIds = [merchant.accountId, merchant.merchantId, ...(await idsOfAccount(merchant.accountId))];
  otherIds = [other.accountId, ...(await idsOfAccount(other.accountId))];
  changes = await watchRowChanges(t.database.db);
  check = await responseValidator(doc, tmp);
  arbitraries = arbitrariesOf(doc, [...ownIds, ...otherIds]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

const routes: () => Route[] = () =>
  Object.entries(doc.paths).flatMap(([routePath, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path: routePath, method, operation })),
  );

/** Signs the owner in again and makes new keys when a fuzzed call signed out or rolled them. */
const keepCredentials = async () => {
  const me = await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(merchant.token) });
  if (me.statusCode === 401) {
    const res = await login(t.app, merchant.email, strongPassword);
    merchant.token = body<{ token: string }>(res).data.token;
  }
  const keyed = await t.app.inject({ method: 'GET', url: '/api/balances', headers: bearer(merchant.testKey) });
  if (keyed.statusCode === 401) merchant.testKey = (await createKeys(t, merchant.token, false)).secret;
  await changes.take();
};

const asText = (value: unknown) => (typeof value === 'string' ? value : String(JSON.stringify(value)));

/** A path or query parameter's value, as sent: mostly one its schema accepts, sometimes junk. */
const parameterValue = (parameter: NonNullable<Operation['parameters']>[number]) =>
  fc.oneof({ weight: 4, arbitrary: arbitraries.valid(parameter.schema, parameter.name) }, junk).map(asText);

const requestOf = (route: Route): fc.Arbitrary<FuzzRequest> => {
  const parameters = route.operation.parameters ?? [];
  const of = (where: 'path' | 'query') => parameters.filter((p) => p.in === where);
  // A path parameter is never empty: `/api/customers/` is another operation's path (the list's).
  const pathParts = Object.fromEntries(
    of('path').map((p) => [p.name, parameterValue(p).filter((value) => value.length > 0)]),
  );
  const queryParts = Object.fromEntries(of('query').map((p) => [p.name, parameterValue(p)]));
  const json = route.operation.requestBody?.content['application/json'];
  return fc.record({
    path: fc.record(pathParts),
    query: fc.record(queryParts, { requiredKeys: [] }),
    body: json ? fc.option(arbitraries.nearly(json.schema), { freq: 8, nil: undefined }) : fc.constant(undefined),
    auth: fc.oneof(
      { weight: 3, arbitrary: fc.constant('session' as const) },
      { weight: 2, arbitrary: fc.constant('secret' as const) },
      fc.constant('none' as const),
    ),
    account: fc.constantFrom(undefined, undefined, undefined, merchant.accountId, otherIds[0] as string, 'acct_nope'),
    idempotencyKey: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { freq: 3 }),
    language: fc.constantFrom('en-US', 'zh-CN'),
  });
};

const send = async (route: Route, r: FuzzRequest) => {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(r.path[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(r.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const token = r.auth === 'session' ? merchant.token : r.auth === 'secret' ? merchant.testKey : undefined;
  return t.app.inject({
    method: route.method.toUpperCase() as 'GET',
    url: search ? `${url}?${search}` : url,
    remoteAddress: randomIp(),
    headers: {
      'accept-language': r.language,
      ...(token && bearer(token)),
      ...(r.account && { 'paydeck-account': r.account }),
      ...(r.idempotencyKey !== null && { 'idempotency-key': r.idempotencyKey }),
      ...(r.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(r.body !== undefined && { payload: JSON.stringify(r.body) }),
  });
};

describe('the merchant API against its OpenAPI document, fuzzed', () => {
  it('answers every operation as documented, never 5xx, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    for (const route of routes()) {
      await keepCredentials();
      const name = `${route.method.toUpperCase()} ${route.path}`;
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (request) => {
          const res = await send(route, request);
          const tally = `${res.statusCode} ${request.auth}`;
          statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
          const problems: string[] = [];
          if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          const mismatch = await check(route, res.statusCode, res.headers['content-type'] as string, res.body);
          if (mismatch) problems.push(mismatch);
          const changed = await changes.take();
          if (res.statusCode >= 400) {
            const unexpected = changed.filter((change) => !refusalMayChange.has(change.split(' ')[0] ?? ''));
            if (unexpected.length > 0) problems.push(`refused ${res.statusCode} yet changed ${unexpected.join(', ')}`);
          }
          if (res.statusCode < 300) {
            // An id the request itself sent may come back as sent (a reference, a search).
            const sent = JSON.stringify(request);
            const leaked = otherIds.filter((id) => res.body.includes(id) && !sent.includes(id));
            if (leaked.length > 0) problems.push(`showed another merchant's ${leaked.join(', ')}`);
          }
          if (problems.length > 0) {
            failures.push(`${name} ${JSON.stringify(request).slice(0, 400)}\n  ${problems.join('\n  ')}`);
          }
        }),
        { numRuns: runs, seed },
      );
    }
    const counts = [...statuses].sort().map(([status, n]) => `${status} ×${n}`);
    process.stdout.write(`fuzzed ${routes().length} operations × ${runs} runs, seed ${seed}: ${counts.join(', ')}\n`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(failures, `seed ${seed}\n${failures.slice(0, 20).join('\n')}`).toEqual([]);
    expect(statuses.size).toBeGreaterThan(3);
  }, 600_000);
});
