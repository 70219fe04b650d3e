import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'paydeck-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a data directory another live process holds', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'paydeck.lock'), String(other.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by another Paydeck process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dir, 'paydeck.lock'), String(dead.pid));
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'paydeck.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, 'paydeck.lock'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
