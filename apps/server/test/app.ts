import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type AppContext, appLinkFor } from '../src/context.ts';
import { gatewayFor } from '../src/modules/payments/gateway.ts';
import { testMailer, testSecretBox } from './context.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/**
 * What a background job acts with (the sweeps, the gateway's notification): the database, links
 * back to the app, the processor (the app's own) and a silent log.
 */
export type JobContext = Pick<AppContext, 'db' | 'appLink' | 'gatewayFor' | 'logger'>;
export type TestApp = { app: FastifyInstance; database: TestDatabase; ctx: JobContext; close: () => Promise<void> };

export const testConfig: AppOptions['config'] = {
  basePath: '/',
  webDist: '',
  logLevel: 'silent',
  publicUrl: undefined,
  trustProxy: false,
  port: 3000,
};

/**
 * The real app on a fresh database, without the SPA (API tests need no web build).
 * `routes` lets a test add probe routes before the app is sealed.
 */
export const createTestApp = async (
  options: Partial<AppOptions> & {
    routes?: (app: FastifyInstance) => void;
    database?: TestDatabase;
    /** Send mail to this SMTP peer instead of only the outbox table. */
    smtpUrl?: string;
  } = {},
): Promise<TestApp> => {
  const { routes, database: given, smtpUrl, ...overrides } = options;
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig,
    database,
    serveWeb: false,
    mailer: testMailer(database.db, smtpUrl),
    secretBox: testSecretBox(),
    ...overrides,
  });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    ctx: {
      db: database.db,
      appLink: appLinkFor(testConfig),
      gatewayFor: overrides.gatewayFor ?? gatewayFor,
      logger: pino({ level: 'silent' }),
    },
    close: async () => {
      await app.close();
      if (!given) await database.destroy();
    },
  };
};
