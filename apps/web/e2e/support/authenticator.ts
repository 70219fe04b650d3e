import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real authenticator app: reads the QR image with zbarimg and makes codes with oathtool,
 * neither of which shares any code with Paydeck.
 */
export const scanQrCode = (png: Buffer): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'paydeck-qr-'));
  try {
    const file = path.join(dir, 'qr.png');
    writeFileSync(file, png);
    return execFileSync('zbarimg', ['-q', '--raw', file], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export const secretOf = (otpauthUri: string): string => {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
};

/** The code the app shows at `atMs` (default: now). */
export const totpAt = (secret: string, atMs = Date.now()): string =>
  execFileSync('oathtool', ['--totp', '-b', secret, '-N', `@${Math.floor(atMs / 1000)}`], { encoding: 'utf8' }).trim();

export const totpStepAt = (atMs = Date.now()) => Math.floor(atMs / 30_000);
