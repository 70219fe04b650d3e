import type { EventType } from '@paydeck/contract/event-types';
import type { Event, EventListQuery, EventObject } from '@paydeck/contract/events';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import type { EventToRecord } from '../../db/record-event.ts';
import { AppError } from '../../lib/app-error.ts';
import { setBackTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { eventConsumers } from './event-consumers.ts';
import { type EventRow, findEvent, insertEvent, insertEvents, listEvents } from './events.repository.ts';

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
    timeCreated: setBackTime()?.toISOString() ?? null,
  },
  consumers: eventConsumers()
    .filter((consumer) => consumer.eventTypes.includes(type))
    .map((consumer) => consumer.name),
});

/**
 * Records that `object` changed, in the caller's transaction: the event and its deliveries commit
 * with the change or not at all. Only the entities' transition and creation functions call it.
 */
export const recordEvent = (tx: Executor, accountId: string, type: EventType, object: EventObject) =>
  insertEvent(tx, object.id, newEvent(accountId, type, object));

/** Records several changes at once (a batch's), in the caller's transaction, in the order given. */
export const recordEvents = (tx: Executor, list: { accountId: string; type: EventType; object: EventObject }[]) =>
  insertEvents(
    tx,
    list.map(({ accountId, type, object }) => ({ objectId: object.id, event: newEvent(accountId, type, object) })),
  );

export const eventPage = async (ctx: AppContext, scope: Scope, query: EventListQuery) => {
  const { rows, total } = await listEvents(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(eventOf), total, query);
};

/** Another account's or mode's event is the same 404 as a missing one. */
export const eventDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findEvent(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('event_not_found');
  return eventOf(row);
};
