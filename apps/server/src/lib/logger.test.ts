import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('redacts credentials from logged requests and responses', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions('info'), sink);
    logger.info({
      req: {
        headers: { authorization: 'Bearer tok_secret', cookie: 'sid=abc', 'x-api-key': 'sk_live_1', accept: 'json' },
      },
      res: { headers: { 'set-cookie': 'sid=abc' } },
    });
    const line = lines.join('');
    for (const secret of ['tok_secret', 'sid=abc', 'sk_live_1']) expect(line).not.toContain(secret);
    expect(JSON.parse(line).req.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      accept: 'json',
    });
  });
});
