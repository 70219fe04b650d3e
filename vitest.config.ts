import { defineConfig } from 'vitest/config';

const server = {
  environment: 'node' as const,
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** One runner, four projects; `scripts/test.mjs` picks them per stage. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.timing.test.ts'],
          ...server,
        },
      },
      {
        // Tests that measure time, run alone (one worker, nothing else running) so load doesn't blur them.
        test: { name: 'server-timing', root: './apps/server', include: ['src/**/*.timing.test.ts'], ...server },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
