import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/database.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

/** The origin of the banner Paydeck prints once it listens. */
const bannerOf = (child: ChildProcess) =>
  new Promise<{ origin: string; line: string }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+?\/)(.*)/.exec(out);
      if (match?.[1]) resolve({ origin: match[1], line: match[0] });
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening: ${out}`)));
  });

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Several web processes need PostgreSQL (PGlite serves one process), so this runs in the PostgreSQL pass.
describe.runIf(testDatabaseKind() === 'postgres')('WEB_CONCURRENCY', { timeout: 60_000 }, () => {
  it('serves one port from several web processes and stops them all on SIGTERM', async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const dir = await mkdtemp(path.join(tmpdir(), 'paydeck-web-processes-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><base href="/"><title>Paydeck</title>');
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        PAYDECK_WEB_DIST: dir,
        PAYDECK_SEED: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => child.exitCode === null && child.kill('SIGKILL'));
    const { origin, line } = await bannerOf(child);
    expect(line).toContain('(2 web processes)');
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(new URL('healthz', origin))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
