import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/**
 * API tests run on PGlite by default and on PostgreSQL when PAYDECK_TEST_DATABASE=postgres
 * (with TEST_DATABASE_URL). Either way one migrated template is built once per run and each
 * test file gets its own copy: an in-memory PGlite loaded from the template's dump (~0.7 s, against
 * ~2 s to copy a directory and open it), or CREATE DATABASE … TEMPLATE.
 */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.PAYDECK_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** Per run (like the PostgreSQL template's name), so two runs in one checkout don't delete each other's template. */
export const templateDump = path.join(tmpdir(), `paydeck-pglite-template-${process.pid}.tar`);
export const templateDatabaseName = `paydeck_template_${process.pid}`;

const postgresUrl = (database?: string): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PAYDECK_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  if (!database) return url;
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Called once per run by the global setup; returns the teardown. */
export const buildTemplate = async (): Promise<() => Promise<void>> => {
  if (testDatabaseKind() === 'postgres') {
    const name = process.env.PAYDECK_TEMPLATE_DB ?? templateDatabaseName;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    const handle = openPostgres(postgresUrl(name), { max: 2 });
    await migrateDatabase(handle);
    await handle.close();
    process.env.PAYDECK_TEMPLATE_DB = name;
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'paydeck-template-'));
  const handle = await openPglite(dir);
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(handle);
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  await rm(dir, { recursive: true, force: true });
  await writeFile(templateDump, Buffer.from(await dump.arrayBuffer()));
  process.env.PAYDECK_PGLITE_TEMPLATE = templateDump;
  return () => rm(templateDump, { force: true });
};

export type TestDatabase = DatabaseHandle & { destroy: () => Promise<void> /** PostgreSQL's only. */; url?: string };

/** A fresh, migrated, empty database of the kind under test. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (testDatabaseKind() === 'postgres') {
    const template = process.env.PAYDECK_TEMPLATE_DB;
    if (!template) throw new Error('the PostgreSQL template database was not built (global setup missing)');
    const name = `paydeck_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${template}`);
    // A test database outlives no crash of PostgreSQL itself, so commits needn't wait for the WAL
    // flush (a quarter of the suite's time); transactions, locks and isolation are unchanged.
    await adminQuery(`alter database ${name} set synchronous_commit = off`);
    const url = postgresUrl(name);
    const handle = openPostgres(url, { max: 20 });
    return {
      ...handle,
      url,
      destroy: async () => {
        await handle.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const template = process.env.PAYDECK_PGLITE_TEMPLATE;
  if (!template) throw new Error('the PGlite template was not built (global setup missing)');
  const handle = await openPglite(new Blob([await readFile(template)]));
  return { ...handle, destroy: handle.close };
};
