import type { FastifyBaseLogger } from 'fastify';
import type pino from 'pino';
import type { Database } from '../../db/client.ts';
import { type ConsumedEvent, type EventConsumer, eventConsumers } from './event-consumers.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  deleteDeliveries,
  eventsById,
  postponeDelivery,
} from './events.repository.ts';
import { eventOf } from './events.service.ts';

/** Deliveries one consumer takes at a time. */
const batchSize = 50;
/**
 * How long a claimed delivery is the claimer's: past it (the claimer died), it is handed over
 * again. A batch is handled in one short transaction, so a live claimer is done long before; a dead
 * one holds back its objects' later events this long (prove:crash). Should a claimer merely stall
 * past it, the event is handed over twice, which idempotent handlers take in their stride.
 */
export const claimSeconds = 30;
/** 10 s after the first failure, doubling up to an hour; retried until the consumer takes it. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);
const errorTextMax = 1000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, errorTextMax);

type DeliveryContext = { db: Database; logger: FastifyBaseLogger | pino.Logger };

/**
 * Hands `consumer` a batch at once; should it throw, each event on its own, so one event it can't
 * take holds back only its own object. Returns the events taken and those that failed, with why.
 */
const handOver = async (
  ctx: DeliveryContext,
  consumer: EventConsumer,
  batch: { row: ClaimedDelivery; event: ConsumedEvent }[],
): Promise<{ taken: ClaimedDelivery[]; failed: { row: ClaimedDelivery; error: unknown }[] }> => {
  try {
    await consumer.handle(
      batch.map((x) => x.event),
      { db: ctx.db },
    );
    return { taken: batch.map((x) => x.row), failed: [] };
  } catch (error) {
    const [only] = batch;
    if (batch.length === 1 && only) return { taken: [], failed: [{ row: only.row, error }] };
    const alone = await Promise.all(batch.map((one) => handOver(ctx, consumer, [one])));
    return { taken: alone.flatMap((x) => x.taken), failed: alone.flatMap((x) => x.failed) };
  }
};

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
    const batch = [];
    const failed: { row: ClaimedDelivery; error: unknown }[] = [];
    for (const row of claimed) {
      const event = byId.get(row.event_id);
      if (event) batch.push({ row, event: { event: eventOf(event), accountId: row.account_id } });
      else failed.push({ row, error: new Error(`event ${row.event_id} is missing`) });
    }
    const result = batch.length > 0 ? await handOver(ctx, consumer, batch) : { taken: [], failed: [] };
    for (const { row, error } of [...failed, ...result.failed]) {
      const delay = retryDelaySeconds(row.attempts);
      ctx.logger.warn(
        { err: error, consumer: consumer.name, eventId: row.event_id, attempts: row.attempts, retryIn: delay },
        'event consumer failed; will retry',
      );
      const key = { accountId: row.account_id, consumer: consumer.name, eventId: row.event_id };
      await postponeDelivery(ctx.db, key, delay, errorText(error));
    }
    await deleteDeliveries(ctx.db, consumer.name, result.taken);
    delivered += result.taken.length;
  }
};

/**
 * Hands every consumer the events due to it: each consumer on its own, so one that fails or is
 * slow never holds back another. Returns how many deliveries were taken.
 */
export const deliverDueEvents = async (ctx: DeliveryContext) =>
  (await Promise.all(eventConsumers().map((consumer) => deliverTo(ctx, consumer)))).reduce((sum, n) => sum + n, 0);
