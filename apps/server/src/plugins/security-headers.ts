import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict CSP: scripts only from our own origin (no inline, no eval). Styles allow inline because
 * antd's CSS-in-JS injects <style> elements at run time; no script can run from a style.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets, worked out once: they are the same for every response, and helmet's
 * middleware (or @fastify/helmet around it) rebuilds them on each request.
 */
const headersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
};

const apiRoute = /\/(v1|api)\//;

/**
 * `errorDsn`: the pages send their error reports to the DSN's origin (PAYDECK_ERROR_DSN), so
 * connect-src allows it; without it a page may connect only to its own origin.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: { tls: boolean; errorDsn?: string }) => {
  const connectSrc = options.errorDsn ? ["'self'", new URL(options.errorDsn).origin] : contentSecurityPolicy.connectSrc;
  const headers = headersOf({
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, connectSrc } },
    // HSTS only means something over TLS; on plain http it would pin a host that can't serve https.
    strictTransportSecurity: options.tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // What a signed-in caller receives (a file included) is theirs alone: no browser or proxy may keep
  // it. Other API answers (a sign-in's token) aren't kept either, unless the route says they may be.
  app.addHook('onSend', (request, reply, payload, done) => {
    const signedIn = request.session !== null || request.apiKey !== null;
    const api = apiRoute.test(request.routeOptions.url ?? '');
    if (signedIn || (api && !reply.hasHeader('cache-control'))) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};
