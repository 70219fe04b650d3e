import { randomBytes } from 'node:crypto';
import type { CapturedStatement } from './statement-capture.ts';

/**
 * The statements of one request as the floor replays them: Paydeck's own SQL, captured from two
 * requests of a scenario. A parameter the two share is a constant; one that differs is the
 * request's own (new ids, its reference, its time) and is made afresh for every floor request.
 */
export type FloorTemplate = {
  statements: FloorStatement[];
  /** The tokens of the first request that the second did not have: its own, made afresh each time. */
  ownTokens: string[];
};

export type FloorStatement = {
  name?: string;
  text: string;
  rowMode?: string;
  /** Run beside the statement before it, on a connection of its own, as Paydeck ran it. */
  concurrent?: true;
  values: ({ constant: unknown } | { sample: string })[];
};

/**
 * Statements of authentication and limits, which the floor has none of: the key lookup, and the
 * API limit's statements (its counter's upsert per request until issue 21; since, a first read per
 * window and the background reconciliation, which can fall into a captured request).
 */
const authAndLimits = new Set(['rate_limit_hit_api_key', 'rate_limit_hit', 'api_key_by_token_hash']);
const isAuthOrLimit = (statement: CapturedStatement) =>
  authAndLimits.has(statement.name ?? '') ||
  statement.text.includes('"rate_limit_counters"') ||
  statement.text.includes('rate_limit_counters ');

/** Ids (`pay_…`) and the bench's own per-request marker (`capture-7`). */
const tokenPattern = /\b(?:[a-z]{2,8}_[A-Za-z0-9]{10,}|capture-\d+)\b/g;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

const tokensIn = (values: unknown[]) =>
  new Set(values.flatMap((value) => (typeof value === 'string' ? (value.match(tokenPattern) ?? []) : [])));

export const floorTemplate = (first: CapturedStatement[], second: CapturedStatement[]): FloorTemplate => {
  const kept = (statements: CapturedStatement[]) => statements.filter((s) => !isAuthOrLimit(s));
  const [a, b] = [kept(first), kept(second)];
  const texts = (statements: CapturedStatement[]) => statements.map((s) => s.text).join('\n;\n');
  if (texts(a) !== texts(b)) {
    throw new Error(`two requests of one scenario sent different statements:\n${texts(a)}\n----\n${texts(b)}`);
  }
  const shared = tokensIn(b.flatMap((s) => s.values));
  const ownTokens = [...tokensIn(a.flatMap((s) => s.values))].filter((token) => !shared.has(token));
  const statements = a.map((statement, i) => ({
    ...(statement.name && { name: statement.name }),
    text: statement.text,
    ...(statement.rowMode && { rowMode: statement.rowMode }),
    // A cold pool can connect the second connection only after the first statement is done.
    ...((statement.concurrent || b[i]?.concurrent) && { concurrent: true as const }),
    values: statement.values.map((value, j) =>
      value === b[i]?.values[j] || typeof value !== 'string' ? { constant: value } : { sample: value },
    ),
  }));
  return { statements, ownTokens };
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

const freshToken = (token: string) => {
  const cut = token.indexOf('_');
  return cut > 0 ? `${token.slice(0, cut + 1)}${randomText(token.length - cut - 1)}` : `floor-${randomText(12)}`;
};

/**
 * The values of one floor request: every per-request token replaced by a fresh one of its shape,
 * the same one wherever it recurs (a payment's id in its event), times by now.
 */
export const fillValues = ({ statements, ownTokens }: FloorTemplate) => {
  const fresh = new Map(ownTokens.map((token) => [token, freshToken(token)]));
  const replace = (sample: string) => {
    if (isoTime.test(sample)) return new Date().toISOString();
    return sample.replace(tokenPattern, (token) => fresh.get(token) ?? token);
  };
  return statements.map((statement) =>
    statement.values.map((value) => ('constant' in value ? value.constant : replace(value.sample))),
  );
};
