import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client.ts';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The process's metrics in Prometheus's text format (`GET /metrics`, only when
 * PAYDECK_METRICS_TOKEN is set): requests by route (rate and latency) counted in this process, and
 * the background work's state read from the database at each scrape, so any web process answers
 * for the workers too: job queue depth and age, event consumers' backlog and lag, webhook
 * deliveries failing. Node's own (CPU, memory, event loop delay) come with prom-client's defaults.
 */
export const createMetrics = (db: Database, token: string) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'paydeck_' });
  const requests = new Counter({
    name: 'paydeck_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'paydeck_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const gauge = (name: string, help: string, label: string) =>
    new Gauge({ name, help, labelNames: [label], registers: [registry] });
  const queueDepth = gauge('paydeck_job_queue_depth', 'Jobs due and waiting for a worker, by queue', 'queue');
  const queueAge = gauge(
    'paydeck_job_queue_oldest_seconds',
    'Age of the oldest job due and waiting, by queue',
    'queue',
  );
  const consumerBacklog = gauge(
    'paydeck_event_consumer_backlog',
    'Events not yet taken by an event consumer, by consumer',
    'consumer',
  );
  const consumerLag = gauge(
    'paydeck_event_consumer_lag_seconds',
    'Age of the oldest event not yet taken by an event consumer, by consumer',
    'consumer',
  );
  const webhooksFailing = new Gauge({
    name: 'paydeck_webhook_deliveries_failing',
    help: 'Webhook deliveries whose last attempt failed and that will be tried again',
    registers: [registry],
  });
  const expected = Buffer.from(`Bearer ${token}`);

  /** pg-boss makes its schema as it first starts: until then there are no queues to read. */
  const queueRows = async () => {
    const [schema] = await queryRows<{ job: string | null }>(db, sql`select to_regclass('pgboss.job')::text as job`);
    if (!schema?.job) return [];
    return queryRows<{ name: string; depth: number; age: number }>(
      db,
      sql`select name, count(*)::int as depth,
            coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as age
          from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
    );
  };

  /** Sets the database-read gauges (a scrape every few seconds reads only the due indexes). */
  const readDatabase = async () => {
    const [queues, consumers, failing] = await Promise.all([
      queueRows(),
      queryRows<{ consumer: string; backlog: number; lag: number }>(
        db,
        sql`select d.consumer, count(*)::int as backlog,
              coalesce(extract(epoch from now() - min(e.time_created)), 0)::float8 as lag
            from event_deliveries d join events e on e.id = d.event_id group by d.consumer`,
      ),
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from webhook_deliveries
            where time_next_attempt is not null and attempts > 0 and not succeeded`,
      ),
    ]);
    for (const metric of [queueDepth, queueAge, consumerBacklog, consumerLag]) metric.reset();
    for (const queue of queues) {
      queueDepth.set({ queue: queue.name }, queue.depth);
      queueAge.set({ queue: queue.name }, queue.age);
    }
    for (const consumer of consumers) {
      consumerBacklog.set({ consumer: consumer.consumer }, consumer.backlog);
      consumerLag.set({ consumer: consumer.consumer }, consumer.lag);
    }
    webhooksFailing.set(failing[0]?.n ?? 0);
  };

  return {
    /** Counts an answered request under its route's pattern (unmatched paths under one label). */
    observe: (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    },
    /** Whether the request carries the metrics token (compared in constant time). */
    authorized: (request: FastifyRequest) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    render: async () => {
      await readDatabase();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
};
