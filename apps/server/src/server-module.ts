import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Metrics } from './infra/metrics.ts';

/** What a module's routes are built with. */
export type RouteDeps = {
  ctx: AppContext;
  database: DatabaseHandle;
  config: Partial<Pick<Config, 'gatewaySecret'>>;
  /** The process's metrics, when PAYDECK_METRICS_TOKEN turns them on. */
  metrics?: Metrics | undefined;
  /**
   * Queues a pg-boss job now, so work a request made starts at once rather than at its queue's
   * next scheduled run (absent where no job queue runs, as in API tests: the schedule still runs it).
   */
  sendJob?: (queue: string) => Promise<void>;
};

/** What a job acts with: no request, so no idempotent transaction either. */
export type JobContext = Pick<AppContext, 'db' | 'appLink' | 'mailer' | 'gatewayFor' | 'logger' | 'secretBox'> & {
  /** Live-mode webhooks may reach private and loopback addresses (PAYDECK_WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivateAddresses: boolean;
};

export type JobOptions = { work: boolean; logger: FastifyBaseLogger };

/** Work done on a schedule, each run saying how much it did (logged when anything). */
export type Sweep = {
  queue: string;
  /** When it runs, as cron (UTC). */
  cron: string;
  run: (ctx: JobContext) => Promise<number>;
  /** What the count is, for the log line: "payments expired". */
  what: string;
};

/**
 * Work that must start within a second of being committed, polled by worker processes
 * (jobs/pumps.ts): `run` does a batch and says how much it did (0: nothing was due).
 */
export type Pump = { name: string; lanes: number; idleMs: number; run: () => Promise<number> };

/**
 * One area of the server as `app.ts` and the job runner see it: the OpenAPI tags its routes use,
 * its routes, and its background work. A new area is a folder with a `<area>.module.ts` and one
 * line in `server-modules.ts`.
 */
export type ServerModule = {
  /** In the order the API reference lists them. */
  tags: { name: string; description: string }[];
  routes: (deps: RouteDeps) => FastifyPluginAsyncZod[];
  sweeps?: Sweep[];
  /** Queues that are more than a sweep (a self-renewing chain), registered by the module. */
  jobs?: (boss: PgBoss, ctx: JobContext, options: JobOptions) => Promise<void>;
  pumps?: (ctx: JobContext) => Pump[];
};
