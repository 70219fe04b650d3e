import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's (or load balancer's) well-formed x-request-id, else makes one. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (req) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : `req_${randomUUID()}`;
};

/**
 * Each response carries its request id, and each request is logged once, when answered, with
 * what Fastify's own two lines ("incoming request", "request completed") would say: a log line
 * is a write to stdout, and the second one told nothing the first didn't (buildApp turns Fastify's off).
 */
export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
};
