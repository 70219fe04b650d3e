import type { EventType } from '@paydeck/contract/event-types';
import type { Event } from '@paydeck/contract/events';
import type { Database } from '../../db/client.ts';

/**
 * Something that acts on domain events (webhook delivery, statistics, messages): it is handed
 * each event of its types at least once, in order per object. `handle` must therefore be
 * idempotent (the event id says whether it was seen); a throw retries it later with backoff.
 */
export type EventConsumer = {
  /** Stored with each pending delivery: renaming or removing a consumer leaves its pending rows behind. */
  name: string;
  eventTypes: readonly EventType[];
  handle: (event: Event, ctx: { db: Database }) => Promise<void>;
};

/**
 * Every consumer, in one list: an event is queued for those subscribed to its type in the
 * transaction that records it (events.service.ts), and handed over by the delivery job.
 */
export const eventConsumers: readonly EventConsumer[] = [];
