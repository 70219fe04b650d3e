import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';

/** One Drizzle type for both drivers: code never knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository takes either the database or an open transaction. */
export type Executor = Database | Transaction;

/** Raw SQL rows; both drivers answer `execute` with `{ rows }`. */
export const queryRows = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

// bigint columns come back as strings by default; money must stay exact, so parse to BigInt.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export const openPostgres = (
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection can drop (server restart, failover, terminated backend). The pool discards
  // that client and the next query opens a new one; unlistened, the 'error' event would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return { kind: 'postgres', db: drizzlePg(pool), pool, close: () => pool.end() };
};

/**
 * PGlite persisted in a directory (locked against a second process), or in memory loaded from a
 * dump of one (`dumpDataDir`), which is how each test gets a copy of the migrated template.
 */
export const openPglite = async (source: string | Blob): Promise<DatabaseHandle> => {
  if (source instanceof Blob) {
    const pglite = await PGlite.create({ loadDataDir: source });
    return { kind: 'pglite', db: drizzlePglite(pglite), pglite, close: () => pglite.close() };
  }
  const dataDir = source;
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  const pglite = await PGlite.create(path.resolve(dataDir)).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const close = async () => {
    await pglite.close();
    await release();
  };
  return { kind: 'pglite', db: drizzlePglite(pglite), pglite, close };
};

/** PostgreSQL when a URL is given, else the embedded PGlite persisted under `dataDir/pglite`. */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}) =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, { onIdleError: options.onIdleError })
    : openPglite(path.join(options.dataDir, 'pglite'));
