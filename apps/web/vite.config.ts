import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPaths = ['/v1', '/api', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [
    react(),
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
          // Everything the entry imports statically loads on every page anyway: one chunk
          // compresses better than the ~20 fragments automatic splitting makes of it (−8 KB gzip).
          // The entry (index.html → main.tsx) stays out so the manifest still names the entry chunk.
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !/(\/index\.html|[\\/]src[\\/]main\.tsx)$/.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, 'http://localhost:3000'])),
  },
});
