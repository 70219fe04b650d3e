import type { EventConsumer } from '../events/event-consumers.ts';
import { addToBuckets, type EventAddition } from './statistics.repository.ts';
import { additionOf, statisticsEventTypes } from './statistics-kinds.ts';

/**
 * Keeps the statistics buckets: each event that moves a figure adds to its hour's bucket, once
 * (the applied-events table says whether it did). A batch is one statement.
 */
export const statisticsEventConsumer: EventConsumer = {
  name: 'statistics',
  eventTypes: statisticsEventTypes,
  handle: async (events, { db }) => {
    const additions: EventAddition[] = [];
    for (const { event, accountId } of events) {
      const addition = additionOf(event);
      if (addition) additions.push({ ...addition, accountId, eventId: event.id, livemode: event.livemode });
    }
    await addToBuckets(db, additions);
  },
};
