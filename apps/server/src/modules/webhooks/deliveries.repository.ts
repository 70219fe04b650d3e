import { and, eq, sql } from 'drizzle-orm';
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

/** Records one attempt: its history row, and the delivery's next attempt (null: done). */
export const recordAttempt = async (
  tx: Executor,
  delivery: DeliveryRow,
  history: HistoryInsert,
  next: { at: Date | null; succeeded: boolean; now: Date },
) => {
  await tx.insert(webhookHistories).values(history);
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      timeFirstAttempt: sql`coalesce(${webhookDeliveries.timeFirstAttempt}, ${next.now.toISOString()}::timestamptz)`,
      timeNextAttempt: next.at,
      succeeded: next.succeeded,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
};

/** A success ends an endpoint's run of failures. */
export const clearFailing = (tx: Executor, endpointId: string) =>
  tx
    .update(webhookEndpoints)
    .set({ timeFailingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.timeFailingSince} is not null`));

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
