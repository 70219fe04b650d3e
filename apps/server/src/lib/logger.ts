import pino, { type Logger, type LoggerOptions } from 'pino';

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

/** An error-level line as an error reporter receives it: what the line shows, values stripped. */
export type LoggedError = {
  error: { type: string; message: string; stack: string; cause?: Record<string, unknown> } | undefined;
  message: string;
  /** Where it happened: the request id and route, the role or pump, when the line names them. */
  tags: Record<string, string>;
};
export type ReportLogged = (logged: LoggedError) => void;

const errorLevel = pino.levels.values.error ?? 50;
const taggedFields = ['reqId', 'route', 'method', 'pump'];

/** A failed statement's cause is its database error code and location; other causes aren't sent. */
const reportable = (error: Error): NonNullable<LoggedError['error']> => {
  const { type, message, stack, cause } = withoutValues(error);
  return { type, message, stack, ...('params' in error ? { cause: cause as Record<string, unknown> } : {}) };
};

const loggedErrorOf = (logger: Logger, args: unknown[]): LoggedError => {
  const [first, second] = args;
  const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  const thrown = first instanceof Error ? first : fields.err;
  const tags: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...logger.bindings(), ...fields })) {
    if (taggedFields.includes(name) && (typeof value === 'string' || typeof value === 'number'))
      tags[name] = String(value);
  }
  return {
    error: thrown instanceof Error ? reportable(thrown) : undefined,
    message: typeof first === 'string' ? first : typeof second === 'string' ? second : '',
    tags,
  };
};

/**
 * pino options for every process: bearer tokens, API keys and cookies never reach the logs, nor
 * the values of a failed statement. With `report`, every line at error level or above also goes
 * to the error reporter (infra/error-reporting.ts), as the log shows it.
 */
export const loggerOptions = (level: string, report?: ReportLogged): LoggerOptions => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
  serializers: { err: withoutValues },
  ...(report
    ? {
        hooks: {
          logMethod(args, method, level) {
            if (level >= errorLevel) report(loggedErrorOf(this, args));
            method.apply(this, args);
          },
        },
      }
    : {}),
});

/**
 * A server process's log: JSON lines on stdout, written 4 KB at a time or every `flushMs`,
 * whichever comes first, and at exit (pino leaves that to a synchronous destination). A write per
 * line was a system call per request, about a tenth of a list request's CPU in bench:api; a
 * process killed outright loses its last second of lines.
 */
export const processLogger = (
  level: string,
  { flushMs = 1000, report }: { flushMs?: number; report?: ReportLogged } = {},
) => {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: true });
  setInterval(() => destination.flushSync(), flushMs).unref();
  process.on('exit', () => destination.flushSync());
  return pino(loggerOptions(level, report), destination);
};
