import type { LoggerOptions } from 'pino';

/** pino options for every process: bearer tokens, API keys and cookies never reach the logs. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
});
