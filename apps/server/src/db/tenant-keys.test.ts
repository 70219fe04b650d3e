import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { sharedTables, tenantKeyGaps, tenantTableKeys } from './tenant-keys.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The first cells of the markdown table after `heading` in docs/capacity.md. */
const documented = async (heading: string) => {
  const text = await readFile(path.resolve(import.meta.dirname, '../../../../docs/capacity.md'), 'utf8');
  const section = text.slice(text.indexOf(heading));
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0] ?? '';
  return table
    .split('\n')
    .slice(3)
    .map((line) => line.split('|')[1]?.trim().replaceAll('`', '') ?? '');
};

describe('the schema against docs/capacity.md', () => {
  it('lists every tenant table that lacks account_id in a key, and no other', async () => {
    const gaps = tenantKeyGaps(await tenantTableKeys(database.db)).map((gap) => gap.table);
    expect(gaps.length).toBeGreaterThan(0);
    expect(await documented('### Tenant tables without `account_id` in a key')).toEqual(gaps);
  });

  it('places every table without account_id', async () => {
    const shared = (await sharedTables(database.db)).map((row) => row.table);
    expect((await documented('### Tables without `account_id`')).sort()).toEqual(shared);
  });
});
