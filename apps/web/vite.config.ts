import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPaths = ['/v1', '/api', '/docs', '/healthz', '/readyz'];

/** React, the router, TanStack Query and i18next, with the packages they bring. */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/;
const entry = /(\/index\.html|[\\/]src[\\/]main\.tsx)$/;

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
const flagFile = /^[a-z]{2}\.svg$/;

/**
 * Each region's flag as its own small SVG under `flags/` (flags/fr.svg), for `<Flag>`: an image
 * needs no emoji font (without one, emoji flags are empty boxes or letters), and a page fetches
 * only the flags it shows.
 */
const flags = (): Plugin => ({
  name: 'paydeck-flags',
  configureServer(server) {
    server.middlewares.use('/flags', (request, response, next) => {
      const file = path.basename(request.url ?? '');
      if (!flagFile.test(file)) return next();
      response.setHeader('content-type', 'image/svg+xml');
      response.end(readFileSync(path.join(flagsDir, file)));
    });
  },
  generateBundle() {
    for (const file of readdirSync(flagsDir).filter((name) => flagFile.test(name))) {
      this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: readFileSync(path.join(flagsDir, file)) });
    }
  },
});

const antdFormContext = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's form context (which every antd input reads) imports `FormProvider` from
 * @rc-component/form's index, and the index imports the whole form engine: every page with an
 * input, the sign-in page too, loaded the engine and its validator (13 KB brotli) in one chunk
 * with the context. Pointed at the module that defines `FormProvider`, the engine goes only
 * where antd's `Form` is used.
 */
const formContextAlone = (): Plugin => ({
  name: 'paydeck-form-context-alone',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== '@rc-component/form' || !importer || !antdFormContext.test(importer)) return null;
    return this.resolve('@rc-component/form/es/FormContext', importer, { ...options, skipSelf: true });
  },
});

export default defineConfig({
  plugins: [
    react(),
    flags(),
    formContextAlone(),
    // Brotli and gzip siblings of every text asset, at their slowest and smallest: the server sends
    // them as they are (`@fastify/static` preCompressed), so no request pays for compressing.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
  ],
  // Relative asset URLs: the server sets <base href> at run time, so one build serves any base path.
  base: './',
  build: {
    manifest: true,
    // The compression plugin writes the real .gz and .br files; Vite's own gzip estimate would only repeat the work.
    reportCompressedSize: false,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, in three chunks that index.html preloads at once: the framework
            // and antd's core change only with their versions, so a returning user keeps them across
            // deploys; the app's own start-up code changes often. The entry (index.html → main.tsx)
            // stays out, so the manifest still names the entry chunk.
            { name: 'framework', tags: ['$initial'], test: framework, priority: 3 },
            { name: 'antd', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id) => !entry.test(id), priority: 1 },
          ],
          // The lazy pages share code in many combinations: split exactly, the payments list took
          // 121 requests of a kilobyte or two, each with about 1 kB of headers. A shared piece
          // under 60 KiB (before minifying) is copied into each chunk that uses it instead; the
          // runtime keeps one instance of each module however many copies arrive. Larger shared
          // pieces (antd's Table, Select, DatePicker) stay chunks of their own.
          experimentalInlineCommonChunks: { maxSize: 60 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, 'http://localhost:3000'])),
  },
});
