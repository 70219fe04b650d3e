import type { EventListQuery } from '@paydeck/contract/events';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { type EventToRecord, eventCtes } from '../../db/record-event.ts';
import { eventDeliveries, events } from '../../db/schema/events.ts';

export type EventRow = typeof events.$inferSelect;

/** The event of an object that exists already, and its pending deliveries. */
export const insertEvent = async (db: Executor, objectId: string, event: EventToRecord) => {
  const source = db.$with('source', { id: sql<string>`id`.as('id') }).as(sql`select ${objectId}::text as id`);
  await db
    .with(source, ...eventCtes(db, event))
    .select({ id: source.id })
    .from(source);
};

/**
 * Events of objects that exist already, with their deliveries, in one statement: a batch's changes
 * (the billing engine's). Their sequences follow the list's order, so one object's events keep the
 * order they are given in.
 */
export const insertEvents = async (db: Executor, list: { objectId: string; event: EventToRecord }[]) => {
  if (list.length === 0) return;
  // Each event's data is JSON text already: spliced in as is, not parsed and written again.
  const rows = list.map(({ objectId, event: { values: v } }, ord) => {
    const fields = { ord, account_id: v.accountId, id: v.id, livemode: v.livemode, type: v.type };
    return `${JSON.stringify({ ...fields, object_type: v.objectType, object_id: objectId, time_created: v.timeCreated }).slice(0, -1)},"data":${v.data}}`;
  });
  const deliveries = list.flatMap(({ event: { values, consumers } }) =>
    consumers.map((consumer) => ({ event_id: values.id, consumer })),
  );
  await db.execute(sql`with recorded as (
      insert into ${events} (account_id, id, livemode, type, object_type, object_id, data, time_created)
      select account_id, id, livemode, type, object_type, object_id, data, coalesce(time_created, clock_timestamp())
      from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb) as x(ord int, account_id text, id text,
        livemode boolean, type text, object_type text, object_id text, time_created timestamptz, data jsonb)
      order by ord
      returning account_id, id, object_id, sequence
    )
    insert into ${eventDeliveries} (account_id, consumer, event_id, object_id, sequence)
    select recorded.account_id, delivery.consumer, recorded.id, recorded.object_id, recorded.sequence
    from recorded join jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb) as delivery(event_id text, consumer text)
      on delivery.event_id = recorded.id`);
};

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(events.accountId, accountId), eq(events.livemode, livemode));

export const findEvent = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(events)
    .where(and(inMode(accountId, livemode), eq(events.id, id)));
  return row ?? null;
};

/** Newest first; one object's events in the order they happened (sequence breaks a tie in time). */
export const listEvents = async (db: Executor, accountId: string, livemode: boolean, query: EventListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.type ? eq(events.type, query.type) : undefined,
    query.object_id ? eq(events.objectId, query.object_id) : undefined,
    from ? gte(events.timeCreated, from) : undefined,
    to ? lt(events.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(events).$dynamic(), events, where, query, events.sequence);
};

export const eventsById = (db: Executor, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(events).where(inArray(events.id, ids));

/** `row_address` is the claimed row's ctid: the claimer deletes it by that (deleteDeliveries). */
export type ClaimedDelivery = { account_id: string; event_id: string; attempts: number; row_address: string };

/**
 * Claims up to `limit` deliveries of one consumer that are due and the earliest still pending of
 * their object, for `claimSeconds`: another drain skips them meanwhile (SKIP LOCKED while this
 * statement runs, then their pushed-back time), and their objects' later rows wait behind them.
 * Should the claimer die, the claim runs out and the row is due again.
 *
 * Its plan must not hang on the table's statistics, which a burst of events leaves far behind (a
 * table analyzed near empty holds 100,000 rows a minute later, and the planner then sorts the whole
 * backlog to take 50: 100 ms to a second of CPU a claim in bench:billing). So due rows are walked
 * along event_deliveries_due_idx in the order they fell due (sorting and bitmap scans are turned off
 * for this transaction alone), each checked against its object's earliest by an index probe that
 * can't become a join, and the claimed rows are updated by their row address.
 */
export const claimDueDeliveries = (db: Executor, consumer: string, limit: number, claimSeconds: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
    return queryRows<ClaimedDelivery>(
      tx,
      sql`update ${eventDeliveries}
      set attempts = attempts + 1, time_next_attempt = now() + make_interval(secs => ${claimSeconds})
      where ctid = any(array(
        select head.ctid from ${eventDeliveries} head
        where head.consumer = ${consumer} and head.time_next_attempt <= now()
          and head.sequence = (
            select min(earlier.sequence) from ${eventDeliveries} earlier
            where earlier.account_id = head.account_id and earlier.consumer = head.consumer
              and earlier.object_id = head.object_id
          )
        order by head.time_next_attempt
        limit ${limit}
        for update skip locked
      ))
      returning account_id, event_id, attempts, ctid::text as row_address`,
    );
  });

const deliveryKey = (delivery: { accountId: string; consumer: string; eventId: string }) =>
  and(
    eq(eventDeliveries.accountId, delivery.accountId),
    eq(eventDeliveries.consumer, delivery.consumer),
    eq(eventDeliveries.eventId, delivery.eventId),
  );

/**
 * The consumer took these claimed deliveries: their objects' next ones are due. Found by the row
 * addresses the claim returned (a join on the key chose a scan of the whole backlog on stale
 * statistics), and checked by consumer and event, so an address that a claim's expiry let another
 * worker take over, or that a vacuum gave to another row, deletes nothing.
 */
export const deleteDeliveries = async (db: Executor, consumer: string, taken: ClaimedDelivery[]) => {
  if (taken.length === 0) return;
  await db.execute(sql`delete from ${eventDeliveries}
    where ctid = any(array(select jsonb_array_elements_text(${JSON.stringify(taken.map((t) => t.row_address))}::jsonb)::tid))
      and consumer = ${consumer}
      and event_id in (select jsonb_array_elements_text(${JSON.stringify(taken.map((t) => t.event_id))}::jsonb))`);
};

/** The consumer failed: try again after `delaySeconds`, saying why it failed. */
export const postponeDelivery = (
  db: Executor,
  delivery: { accountId: string; consumer: string; eventId: string },
  delaySeconds: number,
  error: string,
) =>
  db
    .update(eventDeliveries)
    .set({ timeNextAttempt: sql`now() + make_interval(secs => ${delaySeconds})`, lastError: error })
    .where(deliveryKey(delivery));
