import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { escapeHtml } from '../lib/html.ts';

/**
 * Security headers that only a document (or a worker's script) acts on. A script, a stylesheet or
 * an icon goes without them: about 550 bytes less on each of the twenty-odd files a page loads.
 * nosniff, the resource and referrer policies stay, as those apply to the files themselves.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Paths the SPA never owns: a miss there is an API 404, not the app's 404 page. */
const serverOwned = /^(v1|api|docs|healthz|readyz)(\/|$)/;

export type WebApp = {
  registerAssets: (scope: FastifyInstance) => Promise<void>;
  wantsPage: (request: FastifyRequest) => boolean;
  sendIndex: (reply: FastifyReply) => FastifyReply;
};

/**
 * Serves the built SPA under the base path. The build uses relative asset URLs, and index.html
 * gets a <base href> here, so one build runs under any PAYDECK_BASE_PATH chosen at start; with
 * PAYDECK_ERROR_DSN it also names the DSN, which the page's error reporting reads
 * (apps/web/src/lib/error-reporting.ts).
 */
export const createWebApp = async (
  config: Pick<Config, 'basePath' | 'webDist'> & Partial<Pick<Config, 'errorDsn'>>,
): Promise<WebApp> => {
  const indexPath = path.join(config.webDist, 'index.html');
  const template = await readFile(indexPath, 'utf8').catch(() => {
    throw new Error(`The web app is not built (no ${indexPath}). Run: npm run build`);
  });
  const dsnMeta = config.errorDsn
    ? `\n    <meta name="paydeck-error-dsn" content="${escapeHtml(config.errorDsn)}" />`
    : '';
  const index = template.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${config.basePath}" />${dsnMeta}`);
  if (index === template && !template.includes(`<base href="${config.basePath}"`)) {
    throw new Error(`${indexPath} has no <base href> to set the base path in`);
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);

  return {
    sendIndex,
    wantsPage: (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith(config.basePath) && `${pathname}/` !== config.basePath) return false;
      const inApp = pathname.slice(config.basePath.length);
      // A missing file (an old hashed chunk after a deploy, favicon.ico) is a 404, not the app.
      const lastSegment = inApp.split('/').pop() ?? '';
      return !serverOwned.test(inApp) && !lastSegment.includes('.');
    },
    registerAssets: async (scope) => {
      await scope.register(fastifyStatic, {
        root: config.webDist,
        index: false,
        wildcard: true,
        // The build writes a .br and a .gz beside each text file: sent as the client accepts, with
        // Vary: Accept-Encoding, the plain file otherwise.
        preCompressed: true,
        // Hashed file names never change content, so they can be cached for a year.
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          for (const name of documentOnlyHeaders) res.removeHeader(name);
        },
      });
      // index.html is always served through sendIndex, which sets the base path.
      const page = { config: { rateLimit: false as const }, schema: { hide: true } };
      scope.get('/index.html', page, (_request, reply) => sendIndex(reply));
      scope.get('/', page, (_request, reply) => sendIndex(reply));
    },
  };
};
