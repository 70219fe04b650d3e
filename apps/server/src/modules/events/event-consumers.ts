import type { EventType } from '@paydeck/contract/event-types';
import type { Event } from '@paydeck/contract/events';
import type { Database } from '../../db/client.ts';

/** An event as a consumer is handed it: `accountId` is its account, which the wire shape leaves out. */
export type ConsumedEvent = { event: Event; accountId: string };

/**
 * Something that acts on domain events (webhook delivery, statistics, messages): it is handed
 * each event of its types at least once, in order per object. `handle` must therefore be
 * idempotent (the event id says whether it was seen). It takes a batch, at most one event per
 * object, so it can act on many in a few statements; a throw hands each event of the batch over
 * again on its own, and one that still fails is retried later with backoff.
 */
export type EventConsumer = {
  /** Stored with each pending delivery: renaming or removing a consumer leaves its pending rows behind. */
  name: string;
  eventTypes: readonly EventType[];
  handle: (events: ConsumedEvent[], ctx: { db: Database }) => Promise<void>;
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
