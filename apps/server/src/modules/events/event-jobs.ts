import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobOptions } from '../../server-module.ts';
import { eventConsumers } from './event-consumers.ts';
import { deliverDueEvents } from './event-delivery.ts';

export const deliverEventsQueue = 'events.deliver';
/** A run follows the last one this many seconds later: how long a new event waits at most, about. */
const followUpSeconds = 1;

/**
 * Hands events to their consumers (modules/events/event-delivery.ts). Each run queues the next
 * one shortly after itself; the queue holds one waiting run at most (policy `short`), so any
 * number of workers keep one chain going, and the schedule restarts it should a worker die. The
 * deliveries table, not pg-boss, holds what is due, so a lost run loses nothing.
 */
export const registerEventJobs = async (boss: PgBoss, db: Database, options: JobOptions) => {
  // No consumer yet, nothing to hand over: no queue ticking for nothing.
  if (eventConsumers.length === 0) return;
  await boss.createQueue(deliverEventsQueue, { policy: 'short' });
  await boss.schedule(deliverEventsQueue, '* * * * *');
  if (!options.work) return;
  await boss.work(deliverEventsQueue, async () => {
    try {
      const delivered = await deliverDueEvents({ db, logger: options.logger });
      if (delivered > 0) options.logger.info({ delivered }, 'events delivered');
    } finally {
      await boss.send(deliverEventsQueue, null, { startAfter: followUpSeconds });
    }
  });
  await boss.send(deliverEventsQueue, null);
};
