import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

/**
 * A round-robin reverse proxy in front of the web processes, as a load balancer would be: each
 * request goes to the next origin in turn (@fastify/http-proxy, which streams bodies and
 * answers as they come). Counts the requests each origin was given.
 */
export const startProxy = async (origins: string[]) => {
  const served = origins.map(() => 0);
  let next = 0;
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
  await app.register(httpProxy, {
    upstream: '',
    replyOptions: {
      getUpstream: () => {
        const index = next;
        next = (next + 1) % origins.length;
        served[index] = (served[index] ?? 0) + 1;
        return origins[index] ?? '';
      },
    },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, served, close: () => app.close() };
};
