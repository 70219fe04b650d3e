import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { eventDeliveries, events } from './schema/events.ts';

/**
 * An event's values, as SQL parameters: real values, or the placeholders of a statement prepared
 * once. `data` is the object's wire shape as JSON text; `timeCreated` is null (the database clock
 * dates it) or an ISO time (the demo seed's history, lib/clock.ts).
 */
export type EventValues = Record<
  'accountId' | 'id' | 'livemode' | 'type' | 'objectType' | 'data' | 'timeCreated',
  unknown
>;
/** An event to record, and the consumers to queue it for. */
export type EventToRecord = { values: EventValues; consumers: readonly string[] };

/**
 * Common table expressions that record an event about the row of the CTE named `source` (its `id`
 * is the object's; no row, no event) and queue a delivery for each consumer. Put after `source` in
 * one statement, they let the statement that makes or changes an object record its event too, so
 * no transaction is needed for the two to commit together (payment creation, modules/payments).
 */
export const eventCtes = (db: Executor, { values, consumers }: EventToRecord) => {
  const recorded = db.$with('recorded', { id: sql<string>`id`.as('id') }).as(
    sql`insert into ${events} (account_id, id, livemode, type, object_type, object_id, data, time_created)
      select ${values.accountId}::text, ${values.id}::text, ${values.livemode}::boolean, ${values.type}::text,
        ${values.objectType}::text, source.id, ${values.data}::jsonb,
        coalesce(${values.timeCreated}::timestamptz, clock_timestamp())
      from source
      returning account_id, id, object_id, sequence`,
  );
  if (consumers.length === 0) return [recorded];
  const names: SQL = sql.join(
    consumers.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const queued = db.$with('queued', { id: sql<string>`event_id`.as('event_id') }).as(
    sql`insert into ${eventDeliveries} (account_id, consumer, event_id, object_id, sequence)
      select recorded.account_id, consumer.name, recorded.id, recorded.object_id, recorded.sequence
      from recorded cross join (values ${names}) as consumer(name)
      returning event_id`,
  );
  return [recorded, queued];
};
