import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecretBox, loadSecretKey, parseSecretKey } from './secret-box.ts';

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips and uses a fresh IV every time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(b)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('密钥 ✓'))).toBe('密钥 ✓');
  });

  it('lays out iv ‖ tag ‖ ciphertext', () => {
    const raw = Buffer.from(box.seal('abc').slice(3), 'base64url');
    expect(raw).toHaveLength(12 + 16 + 3);
  });

  it('throws on tampering, truncation, a wrong key or an unknown version', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 12, 28, raw.length - 1]) {
      const flipped = Buffer.from(raw);
      flipped[index] = (flipped[index] ?? 0) ^ 1;
      expect(() => box.open(`v1.${flipped.toString('base64url')}`), `byte ${index}`).toThrow();
    }
    expect(() => box.open(`v1.${raw.subarray(0, 20).toString('base64url')}`)).toThrow(/too short/);
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open(`v2.${sealed.slice(3)}`)).toThrow(/format/);
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('parseSecretKey', () => {
  const key = randomBytes(32);

  it('reads base64, base64url and hex', () => {
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64url'))).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(` ${key.toString('hex').toUpperCase()}\n`)).toEqual(key);
  });

  it('rejects anything else with a clear error', () => {
    for (const bad of [
      '',
      'secret',
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      'z'.repeat(64),
    ]) {
      expect(() => parseSecretKey(bad), bad).toThrow(/PAYDECK_SECRET_KEY must be 32 bytes/);
    }
  });
});

describe('loadSecretKey', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'paydeck-key-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prefers PAYDECK_SECRET_KEY and touches no file', async () => {
    const key = randomBytes(32);
    expect(await loadSecretKey({ secretKey: key.toString('base64'), dataDir: dir })).toEqual(key);
    await expect(stat(path.join(dir, 'secret.key'))).rejects.toThrow(/ENOENT/);
    await expect(loadSecretKey({ secretKey: 'too-short', dataDir: dir })).rejects.toThrow(/PAYDECK_SECRET_KEY/);
  });

  it('creates <dataDir>/secret.key once, private, and reuses it', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const logger = { info: vi.fn() };
    const first = await loadSecretKey({ secretKey: undefined, dataDir, logger });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(first);
    expect(logger.info).toHaveBeenCalledTimes(1);

    expect(await loadSecretKey({ secretKey: undefined, dataDir, logger })).toEqual(first);
    expect(logger.info).toHaveBeenCalledTimes(1);
  });

  it('gives processes starting together the same key', async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => loadSecretKey({ secretKey: undefined, dataDir: dir })),
    );
    for (const key of keys) expect(key).toEqual(keys[0]);
  });

  it('refuses a corrupt key file instead of replacing it', async () => {
    await writeFile(path.join(dir, 'secret.key'), 'not a key\n');
    await expect(loadSecretKey({ secretKey: undefined, dataDir: dir })).rejects.toThrow(/secret\.key does not hold/);
  });
});
