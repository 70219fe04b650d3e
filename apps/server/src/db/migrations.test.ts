import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows } from './client.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(serverDir, 'src/db/migrations');
const drizzleKit = path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');

describe('migrations', () => {
  it('match the Drizzle schema (a schema change without its migration fails here)', async () => {
    // drizzle-kit only takes an output folder relative to where it runs.
    const out = `../../.tmp/migrations-check-${process.pid}`;
    await mkdir(path.resolve(serverDir, out), { recursive: true });
    try {
      await cp(migrations, path.resolve(serverDir, out), { recursive: true });
      const before = await readdir(path.resolve(serverDir, out));
      const { stdout } = await promisify(execFile)(
        drizzleKit,
        ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema/*.ts', '--out', out, '--name', 'pending'],
        { cwd: serverDir },
      );
      expect(await readdir(path.resolve(serverDir, out))).toEqual(before);
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(path.resolve(serverDir, out), { recursive: true, force: true });
    }
  }, 60_000);

  it('build every descending index column as ORDER BY … DESC reads it (nulls first), so lists never sort', async () => {
    // Drizzle's `.desc()` alone writes DESC NULLS LAST, which `ORDER BY time_created DESC` can't use:
    // every list then sorts the whole tenant (300 ms for page 1 of 1,000,000 payments).
    const database = await createTestDatabase();
    try {
      const rows = await queryRows<{ name: string; definition: string }>(
        database.db,
        sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`,
      );
      expect(rows.filter((row) => /\bDESC\b/.test(row.definition)).length).toBeGreaterThan(20);
      expect(rows.filter((row) => /NULLS LAST/i.test(row.definition)).map((row) => row.name)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it("split login histories' English device labels into the parts shown in each language", async () => {
    const database = await createTestDatabase();
    try {
      const file = await readFile(path.join(migrations, '0014_login_history_device_parts.sql'), 'utf8');
      const update = file.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
      // The migration's own statement, run on a temporary table of the labels rows had before it.
      await database.db.execute(
        sql`create temporary table login_histories (device text, browser text, os text, form_factor text)`,
      );
      const labels = [
        'Safari 17 on iOS (mobile)',
        'Microsoft Edge 131 on Windows',
        'Chrome 131 (tablet)',
        'Unknown device',
      ];
      for (const label of labels)
        await database.db.execute(sql`insert into login_histories (device) values (${label})`);
      await database.db.execute(sql.raw(update ?? ''));
      const rows = await queryRows<Record<string, string | null>>(
        database.db,
        sql`select browser, os, form_factor from login_histories order by device`,
      );
      expect(rows).toEqual([
        { browser: 'Chrome 131', os: null, form_factor: 'tablet' },
        { browser: 'Microsoft Edge 131', os: 'Windows', form_factor: null },
        { browser: 'Safari 17', os: 'iOS', form_factor: 'mobile' },
        { browser: null, os: null, form_factor: null },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
