import { spawn } from 'node:child_process';
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

/** A process that logs through processLogger: its stdout lines, each with when it arrived. */
const logProcess = (script: string) =>
  new Promise<{ line: string; at: number }[]>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
    });
    const lines: { line: string; at: number }[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trim().split('\n')) lines.push({ line, at: Date.now() - started });
    });
    child.on('error', reject);
    child.on('exit', () => resolve(lines));
  });

describe('processLogger', () => {
  const start = "import { processLogger } from './logger.ts'; const log = processLogger('info', { flushMs: 200 });";

  it("writes a quiet process's line within its flush interval, not when the buffer fills", async () => {
    const lines = await logProcess(`${start} log.info('one'); setTimeout(() => log.info('two'), 2000);`);
    expect(lines.map(({ line }) => JSON.parse(line).msg)).toEqual(['one', 'two']);
    // Two seconds apart: the first one went out on its own, long before the second.
    expect((lines[1]?.at ?? 0) - (lines[0]?.at ?? 0)).toBeGreaterThan(1000);
  });

  it('writes what is buffered when the process exits', async () => {
    const lines = await logProcess(`${start} log.info('last words'); process.exit(3);`);
    expect(lines.map(({ line }) => JSON.parse(line).msg)).toEqual(['last words']);
  });
});
