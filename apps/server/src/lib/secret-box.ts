import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const prefix = 'v1.';
const ivLength = 12;
const tagLength = 16;

/** AES-256-GCM; the version prefix leaves room to change the scheme without losing old rows. */
export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open: (sealed) => {
      if (!sealed.startsWith(prefix)) throw new Error('Unknown sealed secret format');
      const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
      if (raw.length < ivLength + tagLength) throw new Error('Sealed secret is too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivLength), { authTagLength: tagLength });
      decipher.setAuthTag(raw.subarray(ivLength, ivLength + tagLength));
      // final() throws when the tag does not match: tampered data or the wrong key.
      return Buffer.concat([decipher.update(raw.subarray(ivLength + tagLength)), decipher.final()]).toString('utf8');
    },
  };
};

/** 32 bytes as 64 hex characters or base64 (standard or URL-safe); anything else is an error. */
export const parseSecretKey = (value: string): Buffer => {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === 32) return key;
  }
  throw new Error(
    'PAYDECK_SECRET_KEY must be 32 bytes, written as base64 (44 characters) or hex (64 characters); generate one with `openssl rand -base64 32`',
  );
};

type KeyLogger = { info(object: object, message: string): void };

/**
 * The key from PAYDECK_SECRET_KEY, else `<dataDir>/secret.key`, created on first start. Several
 * processes sharing one database must share the key, so production should set the variable.
 */
export const loadSecretKey = async (options: {
  secretKey: string | undefined;
  dataDir: string;
  logger?: KeyLogger;
}): Promise<Buffer> => {
  if (options.secretKey) return parseSecretKey(options.secretKey);
  const file = path.join(options.dataDir, 'secret.key');
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) {
    try {
      return parseSecretKey(existing);
    } catch {
      throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
    }
  }
  await mkdir(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  // Write a private temporary file, then link it into place: link() fails if another process
  // created the key first (use theirs), and nobody ever reads a half-written key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecretKey(await readFile(file, 'utf8'));
  } finally {
    await unlink(temporary);
  }
  options.logger?.info({ file }, 'created a secret key for encrypting 2FA secrets');
  return key;
};
