/**
 * `npm run capacity:tenant-keys`: what distributing the schema by `account_id` (docs/capacity.md)
 * has to change, read from the migrated schema itself: every tenant table (one with `account_id`)
 * lacking `account_id` in its primary key or an index that leads with it, and the tables shared by
 * all tenants. Migrates a throwaway PGlite, or reads DATABASE_URL's PostgreSQL when set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { sharedTables, tenantKeyGaps, tenantTableKeys } from '../src/db/tenant-keys.ts';
import { out } from './processes.ts';

const dir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'paydeck-tenant-keys-'));
const handle = dir ? await openPglite(dir) : openPostgres(process.env.DATABASE_URL ?? '');
try {
  if (dir) await migrateDatabase(handle);
  const tables = await tenantTableKeys(handle.db);
  const gaps = tenantKeyGaps(tables);
  out(`${tables.length} tenant tables (with account_id), ${gaps.length} lacking account_id in a key:\n`);
  out('| table | primary key | an index leads with account_id | unique keys without account_id |');
  out('| --- | --- | --- | --- |');
  for (const gap of gaps)
    out(
      `| ${gap.table} | (${gap.primaryKey.join(', ')}) | ${gap.leadingIndex ? 'yes' : 'no'} | ` +
        `${gap.uniqueWithout.join(', ') || '—'} |`,
    );
  const shared = await sharedTables(handle.db);
  out(`\n${shared.length} tables without account_id: ${shared.map((row) => row.table).join(', ')}`);
} finally {
  await handle.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}
