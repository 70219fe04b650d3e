import type { Pump } from '../../server-module.ts';
import { eventConsumers } from './event-consumers.ts';
import { deliverDueEvents } from './event-delivery.ts';

/** How often an idle worker looks for new events: about how long a new event waits at most. */
const idleMs = 100;

/**
 * Hands events to their consumers (event-delivery.ts) in every worker. The deliveries table, not
 * a job queue, holds what is due, so a worker that dies loses nothing: its claims run out.
 */
export const eventPumps = (ctx: Parameters<typeof deliverDueEvents>[0]): Pump[] =>
  eventConsumers().length === 0 ? [] : [{ name: 'events.deliver', lanes: 1, idleMs, run: () => deliverDueEvents(ctx) }];
