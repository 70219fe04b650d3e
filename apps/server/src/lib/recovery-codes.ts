import { createHash, randomInt } from 'node:crypto';
import {
  normalizeRecoveryCode,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  recoveryCodeLength,
} from '@paydeck/contract/identity-rules';

/** One code, `xxxxx-xxxxx`: ten characters drawn uniformly from 31 (≈49.5 bits) with the system's CSPRNG. */
export const generateRecoveryCode = (): string => {
  let code = '';
  for (let i = 0; i < recoveryCodeLength; i += 1) code += recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

/** A user's set: ten distinct codes. */
export const generateRecoveryCodes = (): string[] => {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) codes.add(generateRecoveryCode());
  return [...codes];
};

/**
 * What is stored: the SHA-256 of the code as typed without case, spaces or hyphen. Codes are
 * random and only ever tried online (one at a time, within the sign-in lockout), so a fast hash
 * is enough and a leaked table holds no usable code.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
