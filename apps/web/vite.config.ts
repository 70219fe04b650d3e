import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPaths = ['/v1', '/api', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs: the server sets <base href> at run time, so one build serves any base path.
  base: './',
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, 'http://localhost:3000'])),
  },
});
