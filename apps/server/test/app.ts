import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

export const testConfig: AppOptions['config'] = {
  basePath: '/',
  webDist: '',
  logLevel: 'silent',
  publicUrl: undefined,
  trustProxy: false,
};

/**
 * The real app on a fresh database, without the SPA (API tests need no web build).
 * `routes` lets a test add probe routes before the app is sealed.
 */
export const createTestApp = async (
  options: Partial<AppOptions> & { routes?: (app: FastifyInstance) => void; database?: TestDatabase } = {},
): Promise<TestApp> => {
  const { routes, database: given, ...overrides } = options;
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({ config: testConfig, database, serveWeb: false, ...overrides });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!given) await database.destroy();
    },
  };
};
