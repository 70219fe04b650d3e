import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Lets the routes of `scope` read multipart bodies: registered by the route plugins that take
 * uploads only, since the plugin hooks every request of its scope (a listener and two async hooks
 * an answer). Uploads are read as streams by their routes, each within its purpose's limits.
 */
export const acceptMultipart = (scope: FastifyInstance) =>
  scope.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });

/**
 * Route options of an upload that reads its own multipart body. The file is read, and the
 * Idempotency-Key claimed with the file's bytes in its fingerprint (another file under it is 422),
 * before the handler, which then stores it in the transaction that settles the key. The body schema
 * only documents the parts: the handler reads the stream itself, so the parsed body isn't validated.
 */
export const multipartBody = <T>(
  read: (request: FastifyRequest) => Promise<T>,
  fingerprint: (upload: T) => unknown,
) => {
  const uploads = new WeakMap<FastifyRequest, T>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const upload = await read(request);
      if (await reply.claimIdempotencyWithBody(fingerprint(upload))) return reply;
      uploads.set(request, upload);
    },
    validatorCompiler: <S>(route: Parameters<FastifySchemaCompiler<S>>[0]) =>
      route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as never),
    /** The file the preHandler read. */
    uploadOf: (request: FastifyRequest): T => {
      const upload = uploads.get(request);
      if (!upload) throw new Error('the upload was not read');
      return upload;
    },
  };
};
