import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookHistories } from '../../db/schema/webhooks.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryInsert = typeof webhookDeliveries.$inferInsert;
export type HistoryInsert = typeof webhookHistories.$inferInsert;

/** Queues deliveries; one of an event to an endpoint it already has is skipped (the consumer may be handed it twice). */
export const insertDeliveries = async (db: Executor, rows: DeliveryInsert[]) => {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({ id: webhookDeliveries.id });
};

/**
 * Takes up to `limit` due deliveries of enabled endpoints for this worker: their next attempt
 * moves `claimSeconds` on, so another worker skips them (SKIP LOCKED) and takes them again only
 * if this one dies before recording the attempt.
 */
export const claimDueDeliveries = (db: Executor, now: Date, limit: number, claimSeconds: number) =>
  queryRows<DeliveryRow & Record<string, unknown>>(
    db,
    sql`update ${webhookDeliveries} d
      set time_next_attempt = ${now.toISOString()}::timestamptz + make_interval(secs => ${claimSeconds})
      where d.id in (
        select due.id from ${webhookDeliveries} due
        join ${webhookEndpoints} e on e.id = due.endpoint_id and e.status = 'enabled'
        where due.time_next_attempt <= ${now.toISOString()}::timestamptz
        order by due.time_next_attempt
        limit ${limit}
        for update of due skip locked)
      returning d.account_id as "accountId", d.id, d.livemode, d.endpoint_id as "endpointId", d.event_id as "eventId",
        d.event_type as "eventType", d.object_id as "objectId", d.origin, d.payload, d.attempts,
        d.time_first_attempt as "timeFirstAttempt", d.time_next_attempt as "timeNextAttempt", d.succeeded,
        d.time_created as "timeCreated"`,
  );

/** One attempt as the batch records it: its history row and its delivery's next attempt (null: done). */
export type RecordedAttempt = { history: HistoryInsert; nextAt: Date | null; succeeded: boolean; firstAt: Date };

/**
 * Records a batch's attempts in two statements whatever its size: the history rows in one insert,
 * and every delivery's count, first attempt and next attempt in one update from a VALUES list.
 */
export const recordAttempts = async (tx: Executor, attempts: RecordedAttempt[]) => {
  if (attempts.length === 0) return;
  await tx.insert(webhookHistories).values(attempts.map((a) => a.history));
  const rows = sql.join(
    attempts.map(
      (a) =>
        sql`(${a.history.deliveryId}::text, ${a.nextAt?.toISOString() ?? null}::timestamptz, ${a.succeeded}::boolean, ${a.firstAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`update ${webhookDeliveries} d set
          attempts = d.attempts + 1,
          time_first_attempt = coalesce(d.time_first_attempt, v.first_at),
          time_next_attempt = v.next_at,
          succeeded = v.succeeded
        from (values ${rows}) as v(id, next_at, succeeded, first_at)
        where d.id = v.id`,
  );
};

/** A success ends its endpoint's run of failures. */
export const clearFailing = async (tx: Executor, endpointIds: string[]) => {
  if (endpointIds.length === 0) return;
  await tx
    .update(webhookEndpoints)
    .set({ timeFailingSince: null })
    .where(and(inArray(webhookEndpoints.id, endpointIds), sql`${webhookEndpoints.timeFailingSince} is not null`));
};

/**
 * Notes a failure; returns the endpoint if this failure disabled it: it has failed every attempt
 * since `disableBefore` or earlier (and was still enabled).
 */
export const noteFailing = async (tx: Executor, endpointId: string, now: Date, disableBefore: Date) => {
  await tx
    .update(webhookEndpoints)
    .set({ timeFailingSince: now })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.timeFailingSince} is null`));
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: 'failing', timeUpdated: now })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.status, 'enabled'),
        sql`${webhookEndpoints.timeFailingSince} <= ${disableBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return disabled ?? null;
};
