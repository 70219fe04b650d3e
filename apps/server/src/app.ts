import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type AppContext, appLinkFor } from './context.ts';
import { databaseOf } from './db/ambient-transaction.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './infra/mail/mail.service.ts';
import { createMetrics } from './infra/metrics.ts';
import { documentObject, documentRoute, openApiInfo } from './infra/openapi.ts';
import type { RateLimitRule } from './infra/rate-limits/rate-limits.service.ts';
import { createWindowCounter } from './infra/rate-limits/window-counter.ts';
import { AppError } from './lib/app-error.ts';
import { loggerOptions } from './lib/logger.ts';
import type { SecretBox } from './lib/secret-box.ts';
import { createApiKeyCache } from './modules/developers/api-key-cache.ts';
import { findActiveSession } from './modules/identity/sessions.repository.ts';
import { type GatewayFor, gatewayFor } from './modules/payments/gateway.ts';
import { registerApiPipeline } from './plugins/api-pipeline.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrors, registerErrorHandler, sendError } from './plugins/errors.ts';
import { registerI18n } from './plugins/i18n.ts';
import { childLoggerFactory, genReqId, OneLinePerRequest, registerRequestId } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { compiledSerializer } from './plugins/serializer.ts';
import { createWebApp } from './plugins/web-app.ts';
import type { RouteDeps } from './server-module.ts';
import { serverModules } from './server-modules.ts';

export type AppOptions = {
  config: Pick<Config, 'basePath' | 'webDist' | 'logLevel' | 'publicUrl' | 'trustProxy' | 'port'> &
    Partial<Pick<Config, 'gatewaySecret' | 'metricsToken' | 'errorDsn'>>;
  database: DatabaseHandle;
  mailer: Mailer;
  secretBox: SecretBox;
  /** Overrides the payment processor (tests: one that fails, or checks it is called outside transactions). */
  gatewayFor?: GatewayFor;
  /** Overrides the default per-IP API limit (tests use a small one). */
  apiRateLimit?: RateLimitRule;
  /** Queues a pg-boss job (main.ts passes its job queue's; tests without workers leave it out). */
  sendJob?: RouteDeps['sendJob'];
  /** Serve the built SPA (off in API tests, which have no build). */
  serveWeb?: boolean;
  logger?: FastifyBaseLogger;
};

/** Fastify's types take a hop count only as proxy-addr's "trust the first n hops" function. */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the Fastify instance without listening, so tests can `inject` into the real app. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config.logLevel) }),
    genReqId,
    childLoggerFactory,
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  registerRequestId(app);
  registerI18n(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { tls: config.publicUrl?.startsWith('https:') ?? false, errorDsn: config.errorDsn });
  const apiKeys = await createApiKeyCache(database, (error) =>
    app.log.warn({ err: error }, 'API key change notifications interrupted'),
  );
  const apiLimit = createWindowCounter(database.db, (error) =>
    app.log.error({ err: error }, 'API limit counts not reconciled'),
  );
  app.decorate('apiKeys', apiKeys);
  app.addHook('onClose', async () => {
    await apiLimit.close();
    await apiKeys.close();
  });
  // Counted only when a scrape may read them: no cost per request otherwise.
  const metrics = config.metricsToken ? createMetrics(database.db, config.metricsToken) : undefined;
  if (metrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
  registerApiPipeline(app, database.db, {
    findSession: findActiveSession,
    apiKeys,
    apiLimit,
    apiRule: options.apiRateLimit,
  });
  const ctx: AppContext = {
    get db() {
      return databaseOf(database.db);
    },
    mailer: options.mailer,
    secretBox: options.secretBox,
    appLink: appLinkFor(config),
    gatewayFor: options.gatewayFor ?? gatewayFor,
    logger: app.log,
  };

  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', ...openApiInfo(serverModules.flatMap((module) => module.tags)) },
    transform: documentRoute,
    transformObject: documentObject,
  });

  const webApp = options.serveWeb === false ? undefined : await createWebApp(config);
  const prefix = config.basePath === '/' ? '' : config.basePath.slice(0, -1);
  await app.register(
    async (scope) => {
      // The server's own answers are compressed as they go out; the web app's files were compressed
      // at build and are sent as they are (web-app.ts), so they stay outside this scope.
      await scope.register(async (api) => {
        await registerCompression(api);
        for (const module of serverModules) {
          for (const routes of module.routes({ ctx, database, config, sendJob: options.sendJob, metrics }))
            await api.register(routes);
        }
      });
      if (webApp) await webApp.registerAssets(scope);
    },
    { prefix },
  );

  app.setNotFoundHandler((request, reply) => {
    if (webApp?.wantsPage(request)) return webApp.sendIndex(reply);
    const path = request.url.split('?')[0] ?? '';
    return sendError(request, reply, new AppError('route_not_found', { params: { method: request.method, path } }));
  });
  return app;
};
