import type { EventType } from '@paydeck/contract/event-types';
import type { Event, EventObject } from '@paydeck/contract/events';
import type { Executor } from '../../db/client.ts';
import type { EventToRecord } from '../../db/record-event.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { eventConsumers } from './event-consumers.ts';
import { type EventRow, insertEvent } from './events.repository.ts';

export const eventOf = (row: EventRow): Event => ({
  id: row.id,
  object: 'event',
  livemode: row.livemode,
  type: row.type,
  object_type: row.objectType,
  object_id: row.objectId,
  data: row.data,
  time_created: unixSeconds(row.timeCreated),
});

/**
 * The event that `object` (as the API now returns it) was made or changed, and the consumers of
 * its type to queue it for. A statement that makes an object records it with the insert
 * (db/record-event.ts); a change records it with `recordEvent`.
 */
export const newEvent = (accountId: string, type: EventType, object: EventObject): EventToRecord => ({
  values: {
    accountId,
    id: newId('evt'),
    livemode: object.livemode,
    type,
    objectType: object.object,
    data: JSON.stringify(object),
  },
  consumers: eventConsumers.filter((consumer) => consumer.eventTypes.includes(type)).map((consumer) => consumer.name),
});

/**
 * Records that `object` changed, in the caller's transaction: the event and its deliveries commit
 * with the change or not at all. Only the entities' transition and creation functions call it.
 */
export const recordEvent = (tx: Executor, accountId: string, type: EventType, object: EventObject) =>
  insertEvent(tx, object.id, newEvent(accountId, type, object));
