import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, queryRows } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same in every process that migrates.
const migrationLockKey = 725_310_001;

/** Applies pending migrations. On PostgreSQL an advisory lock lets several processes start at once. */
export const migrateDatabase = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
};

let expected: Promise<number> | undefined;

/** Migrations this build ships (read once: the files don't change while the process runs). */
export const expectedMigrationCount = (): Promise<number> => {
  expected ??= readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  );
  return expected;
};

/** How many migrations the database has applied (0 before the first). */
export const appliedMigrationCount = async (handle: DatabaseHandle): Promise<number> => {
  const [table] = await queryRows<{ name: string | null }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [result] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result?.count ?? 0;
};
