import { randomUUID } from 'node:crypto';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's (or load balancer's) well-formed x-request-id, else makes one. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (req) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : `req_${randomUUID()}`;
};

export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
};

/**
 * Each request is logged once, when answered, with what Fastify's own two lines ("incoming
 * request", then "request completed") say between them: every line is a write to stdout.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
