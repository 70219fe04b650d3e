import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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
});
