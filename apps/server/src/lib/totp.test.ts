import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  matchTotp,
  otpauthUri,
  totpCode,
  totpQrDataUrl,
  totpStep,
} from './totp.ts';

// RFC 6238 appendix B: the SHA1 secret is the ASCII string below; codes are the last 6 of the 8 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('base32', () => {
  it('follows RFC 4648 (without padding)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('decodes case-insensitively, ignoring spaces and padding', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow(/base32/i);
  });

  it('generates 20-byte secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('TOTP', () => {
  it('matches the RFC 6238 SHA1 test vectors', () => {
    for (const [seconds, eight] of rfcVectors) {
      expect(totpCode(rfcSecret, totpStep(seconds * 1000)), String(seconds)).toBe(eight.slice(-6));
    }
  });

  it('accepts the previous, current and next step, and returns which one', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(step).toBe(Math.floor(1_700_000_000 / 30));
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + offset), now)).toBe(step + offset);
    }
    expect(matchTotp(rfcSecret, ` ${totpCode(rfcSecret, step)} `, now)).toBe(step);
  });

  it('rejects a code two steps away, malformed codes and another secret', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 2), now)).toBeNull();
    expect(matchTotp(rfcSecret, '12345', now)).toBeNull();
    expect(matchTotp(rfcSecret, '1234567', now)).toBeNull();
    expect(matchTotp(rfcSecret, '', now)).toBeNull();
    expect(matchTotp(generateTotpSecret(), totpCode(rfcSecret, step), now)).toBeNull();
  });

  it('agrees with oathtool', () => {
    for (let i = 0; i < 5; i++) {
      const secret = generateTotpSecret();
      const seconds = 1_500_000_000 + i * 7_777_777;
      const expected = execFileSync('oathtool', ['--totp', '-b', secret, '-N', `@${seconds}`], { encoding: 'utf8' });
      expect(totpCode(secret, totpStep(seconds * 1000))).toBe(expected.trim());
    }
    const secret = generateTotpSecret();
    const current = execFileSync('oathtool', ['--totp', '-b', secret], { encoding: 'utf8' }).trim();
    // oathtool ran a moment ago; the ±1 window covers a step boundary in between.
    expect(matchTotp(secret, current)).not.toBeNull();
    expect(execFileSync('oathtool', ['--totp', '-b', rfcSecret, '-N', '@59'], { encoding: 'utf8' }).trim()).toBe(
      '287082',
    );
  });
});

describe('otpauth URI and QR code', () => {
  it('builds the key URI authenticator apps read', () => {
    expect(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'ana@example.com' })).toBe(
      'otpauth://totp/Paydeck:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Paydeck&algorithm=SHA1&digits=6&period=30',
    );
    expect(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'a b:c?d', issuer: 'Pay Deck' })).toBe(
      'otpauth://totp/Pay%20Deck:a%20b%3Ac%3Fd?secret=JBSWY3DPEHPK3PXP&issuer=Pay%20Deck&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('renders a PNG that decodes back to the exact URI', async () => {
    const uri = otpauthUri({ secret: generateTotpSecret(), account: 'ops+2fa@example.com' });
    const dataUrl = await totpQrDataUrl(uri);
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const dir = await mkdtemp(path.join(tmpdir(), 'paydeck-qr-'));
    try {
      const file = path.join(dir, 'qr.png');
      await writeFile(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      // zbarimg may complain on stderr about a missing D-Bus; only stdout matters.
      const decoded = execFileSync('zbarimg', ['-q', '--raw', file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(decoded.replace(/\n$/, '')).toBe(uri);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
