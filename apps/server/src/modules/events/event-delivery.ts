import type { FastifyBaseLogger } from 'fastify';
import type pino from 'pino';
import type { Database } from '../../db/client.ts';
import { type EventConsumer, eventConsumers } from './event-consumers.ts';
import { claimDueDeliveries, deleteDelivery, eventsById, postponeDelivery } from './events.repository.ts';
import { eventOf } from './events.service.ts';

/** Deliveries one consumer takes at a time. */
const batchSize = 50;
/** How long a claimed delivery is the claimer's: past it (the claimer died), it is handed over again. */
export const claimSeconds = 300;
/** 10 s after the first failure, doubling up to an hour; retried until the consumer takes it. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);
const errorTextMax = 1000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, errorTextMax);

type DeliveryContext = { db: Database; logger: FastifyBaseLogger | pino.Logger };

/** Hands one consumer its due deliveries, batch after batch, until none is due; returns how many it took. */
const deliverTo = async (ctx: DeliveryContext, consumer: EventConsumer) => {
  let delivered = 0;
  for (;;) {
    const claimed = await claimDueDeliveries(ctx.db, consumer.name, batchSize, claimSeconds);
    if (claimed.length === 0) return delivered;
    const byId = new Map(
      (
        await eventsById(
          ctx.db,
          claimed.map((row) => row.event_id),
        )
      ).map((row) => [row.id, row]),
    );
    // One per object at most, so they may run side by side; a slow one holds back only this batch.
    await Promise.all(
      claimed.map(async (row) => {
        const key = { accountId: row.account_id, consumer: consumer.name, eventId: row.event_id };
        const event = byId.get(row.event_id);
        try {
          if (!event) throw new Error(`event ${row.event_id} is missing`);
          await consumer.handle(eventOf(event), { db: ctx.db, accountId: row.account_id });
        } catch (error) {
          const delay = retryDelaySeconds(row.attempts);
          ctx.logger.warn(
            { err: error, consumer: consumer.name, eventId: row.event_id, attempts: row.attempts, retryIn: delay },
            'event consumer failed; will retry',
          );
          await postponeDelivery(ctx.db, key, delay, errorText(error));
          return;
        }
        await deleteDelivery(ctx.db, key);
        delivered += 1;
      }),
    );
  }
};

/**
 * Hands every consumer the events due to it: each consumer on its own, so one that fails or is
 * slow never holds back another. Returns how many deliveries were taken.
 */
export const deliverDueEvents = async (ctx: DeliveryContext) =>
  (await Promise.all(eventConsumers().map((consumer) => deliverTo(ctx, consumer)))).reduce((sum, n) => sum + n, 0);
