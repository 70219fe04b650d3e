import pino, { type LoggerOptions } from 'pino';

/**
 * A failed statement as the log may show it: its SQL and the database's error code and location,
 * never its parameters, nor the database's message and detail, which quote them ("invalid input
 * syntax for type integer: "…"", "Key (email)=(…) already exists").
 */
const withoutValues = (error: Error & { query?: unknown; params?: unknown }) => {
  const serialized = pino.stdSerializers.err(error);
  if (!('params' in error) || typeof error.query !== 'string') return serialized;
  const message = `Failed query: ${error.query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const cause: Record<string, unknown> = error.cause && typeof error.cause === 'object' ? { ...error.cause } : {};
  const { params: _params, ...rest } = serialized as typeof serialized & { params?: unknown };
  return {
    ...rest,
    message,
    stack: [`${serialized.type}: ${message}`, ...frames].join('\n'),
    cause: {
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
      routine: cause.routine,
    },
  };
};

/**
 * pino options for every process: bearer tokens, API keys and cookies never reach the logs, nor
 * the values of a failed statement.
 */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
  serializers: { err: withoutValues },
});

/**
 * A server process's log: JSON lines on stdout, written 4 KB at a time or every `flushMs`,
 * whichever comes first, and at exit (pino leaves that to a synchronous destination). A write per
 * line was a system call per request, about a tenth of a list request's CPU in bench:api; a
 * process killed outright loses its last second of lines.
 */
export const processLogger = (level: string, flushMs = 1000) => {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: true });
  setInterval(() => destination.flushSync(), flushMs).unref();
  process.on('exit', () => destination.flushSync());
  return pino(loggerOptions(level), destination);
};
