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
  /** `accountId` is the event's account, which the wire shape leaves out. */
  handle: (event: Event, ctx: { db: Database; accountId: string }) => Promise<void>;
};

let consumers: readonly EventConsumer[] = [];

/**
 * Sets every consumer, once, from the module list (server-modules.ts): the modules that consume
 * events sit above this one, so it can't import them. An event is queued for those subscribed to
 * its type in the transaction that records it (events.service.ts), and handed over by the pump.
 */
export const useEventConsumers = (list: readonly EventConsumer[]) => {
  consumers = list;
};

export const eventConsumers = () => consumers;
