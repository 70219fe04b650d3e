import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { loggerOptions } from './logger.ts';

const capture = () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), sink), text: () => lines.join('') };
};

describe('loggerOptions', () => {
  it('logs a failed statement by its SQL and error code, never its values', async () => {
    const database = await createTestDatabase();
    try {
      const error = await database.db.execute(sql`select ${'secret-value'}::int`).catch((failure: unknown) => failure);
      const { logger, text } = capture();
      logger.error({ err: error }, 'request failed');
      expect(text()).not.toContain('secret-value');
      const { err } = JSON.parse(text());
      expect(err.message).toBe('Failed query: select $1::int');
      expect(err.cause).toMatchObject({ code: '22P02' });
      expect(err.stack).toMatch(/^DrizzleQueryError: Failed query: select \$1::int\n {4}at /);
    } finally {
      await database.destroy();
    }
  });

  it('redacts credentials from logged requests and responses', () => {
    const { logger, text } = capture();
    logger.info({
      req: {
        headers: { authorization: 'Bearer tok_secret', cookie: 'sid=abc', 'x-api-key': 'sk_live_1', accept: 'json' },
      },
      res: { headers: { 'set-cookie': 'sid=abc' } },
    });
    const line = text();
    for (const secret of ['tok_secret', 'sid=abc', 'sk_live_1']) expect(line).not.toContain(secret);
    expect(JSON.parse(line).req.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      accept: 'json',
    });
  });
});
