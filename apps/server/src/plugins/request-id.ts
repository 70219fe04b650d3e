import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

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
 * Each request is logged once, when answered, with what Fastify's own two lines ("incoming
 * request", then "request completed") say between them: every line is a write to stdout. It names
 * the API key a merchant API call was made with.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const fields = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(request.apiKey && { apiKeyId: request.apiKey.id }),
      ...(error && { err: error }),
    };
    const message = error ? 'request errored' : 'request completed';
    const level = error ? 'error' : 'info';
    if (reply.log instanceof RequestLog) reply.log.line(level, fields, message);
    else reply.log[level](fields, message);
  }
}
