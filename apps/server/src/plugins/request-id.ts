import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LogFn } from 'pino';

const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's (or load balancer's) well-formed x-request-id, else makes one. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (req) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : `req_${randomUUID()}`;
};

export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
};

const { chindingsSym, streamSym, timeSym } = pino.symbols;
/** A pino logger with the internals a line written directly needs (`pino.symbols`). */
type PinoLogger = pino.Logger & Record<symbol, unknown>;

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger (`request.log`, `reply.log`) without a pino child per request: most requests
 * write only their one line, which names the request itself (`line`); a child bound to the request
 * id is made the first time anything else is logged through it.
 */
export class RequestLog implements FastifyBaseLogger {
  declare readonly fatal: LogFn;
  declare readonly error: LogFn;
  declare readonly warn: LogFn;
  declare readonly info: LogFn;
  declare readonly debug: LogFn;
  declare readonly trace: LogFn;
  declare readonly silent: LogFn;
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level() {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger().child(bindings, options);
  }

  /** Writes a line with the request's bindings as fields, through the parent. */
  line(level: 'info' | 'error', fields: object, message: string) {
    this.parent[level]({ ...this.bindings, ...fields }, message);
  }

  /** The parent, when it is a pino logger that writes lines of `level`, with its stream. */
  pinoWriting(level: 'info'): { logger: PinoLogger; stream: { write: (line: string) => void } } | null {
    const logger = this.parent as PinoLogger;
    const stream = logger[streamSym] as { write: (line: string) => void } | undefined;
    return stream && logger.isLevelEnabled(level) ? { logger, stream } : null;
  }
}
for (const level of levels) {
  Object.defineProperty(RequestLog.prototype, level, {
    value(this: RequestLog, ...args: unknown[]) {
      (this.logger()[level] as (...args: unknown[]) => void)(...args);
    },
  });
}

export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLog(logger, bindings, options);

/**
 * The line of a request answered without an error, as pino would write it through Fastify's `req`
 * and `res` serializers (loggerOptions has no formatters, mixin or nested key to apply), put
 * together directly: pino's serializers and redaction made it about 4 % of a payments page's CPU in
 * bench:api. It holds no headers, so there is nothing to redact.
 */
const completedLine = (logger: PinoLogger, request: FastifyRequest, reply: FastifyReply) => {
  const fields = JSON.stringify({
    reqId: request.id,
    req: {
      method: request.method,
      url: request.url,
      version: request.headers['accept-version'],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    },
    res: { statusCode: reply.statusCode },
    responseTime: reply.elapsedTime,
    apiKeyId: request.apiKey?.id,
  });
  const level = logger.levels.values.info;
  const time = (logger[timeSym] as () => string)();
  return `{"level":${level}${time}${logger[chindingsSym] as string},${fields.slice(1, -1)},"msg":"request completed"}\n`;
};

/**
 * Each request is logged once, when answered, with what Fastify's own two lines ("incoming
 * request", then "request completed") say between them: every line is a write to stdout. It names
 * the API key a merchant API call was made with.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const log = reply.log;
    const direct = !error && log instanceof RequestLog ? log.pinoWriting('info') : null;
    if (direct) {
      direct.stream.write(completedLine(direct.logger, request, reply));
      return;
    }
    const fields = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(request.apiKey && { apiKeyId: request.apiKey.id }),
      ...(error && { err: error }),
    };
    const message = error ? 'request errored' : 'request completed';
    const level = error ? 'error' : 'info';
    if (log instanceof RequestLog) log.line(level, fields, message);
    else log[level](fields, message);
  }
}
