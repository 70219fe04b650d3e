import { type ApiKeyType, apiKeyPattern, apiKeyPrefixes } from '@paydeck/contract/api-key-types';
import { randomBase62 } from './ids.ts';

/** 43 base62 characters carry 256 bits, like session tokens. */
const keyBodyLength = 43;

/** `sk_test_…`, `pk_live_…`: the prefix says what the key is and which mode it acts in. */
export const mintApiKey = (type: ApiKeyType, livemode: boolean) =>
  `${apiKeyPrefixes[type]}_${livemode ? 'live' : 'test'}_${randomBase62(keyBodyLength)}`;

/** The type of a bearer token shaped like an API key, or null for anything else (session tokens). */
export const apiKeyTypeOf = (token: string): ApiKeyType | null => {
  const prefix = apiKeyPattern.exec(token)?.[1];
  if (prefix === apiKeyPrefixes.secret) return 'secret';
  if (prefix === apiKeyPrefixes.publishable) return 'publishable';
  return null;
};

/** `sk_test_…Q7xZ`: enough to tell keys apart, nothing to sign in with. */
export const maskedKey = (type: ApiKeyType, livemode: boolean, lastFour: string) =>
  `${apiKeyPrefixes[type]}_${livemode ? 'live' : 'test'}_…${lastFour}`;

const secretKeys = new RegExp(
  `\\b(${apiKeyPrefixes.secret}_(?:live|test)_)[0-9A-Za-z]{${keyBodyLength - 4}}([0-9A-Za-z]{4})\\b`,
  'g',
);

const secretKeyPrefix = `${apiKeyPrefixes.secret}_`;

/**
 * Masks every secret key in a text, so a stored response never holds one in full. Most texts (every
 * idempotent answer is one) hold none: a plain search rules that out faster than the pattern.
 */
export const maskSecretKeysIn = (text: string) =>
  text.includes(secretKeyPrefix) ? text.replace(secretKeys, '$1…$2') : text;
