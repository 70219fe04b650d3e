import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { disputes, payments, refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { settlements } from '../../db/schema/settlements.ts';
import {
  statisticsAppliedEvents,
  statisticsBuckets,
  statisticsDays,
  statisticsKinds,
} from '../../db/schema/statistics.ts';
import { type BucketAddition, statisticsEventTypes } from './statistics-kinds.ts';

export type EventAddition = BucketAddition & { accountId: string; eventId: string; livemode: boolean };

/** A bucket's start: its UTC quarter-hour (date_bin on an instant ignores the session's zone). */
const quarterOf = (time: SQL) => sql`date_bin('15 minutes', ${time}, timestamptz '1970-01-01 00:00:00+00')`;

/** An instant's calendar day in a zone (a column or value holding an IANA name). */
const localDayOf = (time: SQL, zone: SQL) => sql`(${time} at time zone ${zone})::date`;

/** A bucket's figure columns: each kind's count and amount (constants, so written into the SQL). */
export const figureColumns = statisticsKinds.flatMap((kind) => [`${kind}_count`, `${kind}_amount`]);
const bucketKey = 'account_id, livemode, bucket_start, currency, payment_method';
const dayKey = 'account_id, livemode, day, currency, payment_method';
const columnsOf = (key: string) => sql.raw(`${key}, ${figureColumns.join(', ')}`);

/** An upsert's tail: on the key, each figure adds to the stored one. */
const addingOnConflict = (table: string, key: string) =>
  sql.raw(
    `on conflict (${key}) do update set ${figureColumns
      .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
      .join(', ')}`,
  );

/** Movements (with `kind` and `amount`) grouped into a bucket's figure columns. */
const figuresOfMovements = sql.raw(
  statisticsKinds
    .map(
      (kind) =>
        `count(*) filter (where kind = '${kind}') as ${kind}_count, ` +
        `coalesce(sum(amount) filter (where kind = '${kind}'), 0)::bigint as ${kind}_amount`,
    )
    .join(', '),
);

/**
 * Adds events to their quarter-hour buckets and their days in one statement: only those whose id
 * it records as applied now, so an event handed over again (at-least-once delivery) adds nothing.
 * The day is the event's in the account's zone, read under a share lock of the account row, so a
 * zone change (which locks the row to update it, then cuts the days again from the buckets) sees
 * every addition before it or has every one after it use the new zone. Rows are upserted in key
 * order so concurrent batches lock them in the same order.
 */
export const addToBuckets = async (db: Executor, additions: EventAddition[]) => {
  if (additions.length === 0) return;
  const input = additions.map((a) => ({
    account_id: a.accountId,
    event_id: a.eventId,
    livemode: a.livemode,
    at_seconds: a.time,
    currency: a.currency,
    payment_method: a.paymentMethod,
    kind: a.kind,
    amount: a.amount,
  }));
  await db.execute(sql`with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(account_id text, event_id text,
        livemode boolean, at_seconds bigint, currency text, payment_method text, kind text, amount bigint)
    ), zones as (
      select id as account_id, time_zone from ${accounts}
      where id in (select account_id from input) order by id for share
    ), applied as (
      insert into ${statisticsAppliedEvents} (account_id, event_id)
      select account_id, event_id from input
      on conflict do nothing
      returning account_id, event_id
    ), movement as (
      select input.*, to_timestamp(input.at_seconds) as moved_at from input join applied using (account_id, event_id)
    ), buckets as (
      insert into ${statisticsBuckets} (${columnsOf(bucketKey)})
      select account_id, livemode, ${quarterOf(sql`moved_at`)}, currency, payment_method, ${figuresOfMovements}
      from movement
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5
      ${addingOnConflict('statistics_buckets', bucketKey)}
    )
    insert into ${statisticsDays} (${columnsOf(dayKey)})
    select account_id, livemode, ${localDayOf(sql`moved_at`, sql`zones.time_zone`)}, currency, payment_method,
      ${figuresOfMovements}
    from movement join zones using (account_id)
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    ${addingOnConflict('statistics_days', dayKey)}`);
};

const forAccount = (column: SQLWrapper, accountId: string | null) =>
  accountId === null ? sql`true` : sql`${column} = ${accountId}`;

/**
 * Every money movement the buckets count, from the source tables, as (account, mode, moved_at,
 * currency, method, kind, amount): what the consumer adds event by event. A failed or expired
 * payment keeps no time of its end, so those come from their events (statistics-kinds.ts).
 */
export const movementsSql = (accountId: string | null) => sql`
  select account_id, livemode, time_paid as moved_at, currency, method as payment_method, 'payment' as kind,
    amount_paid as amount
  from ${payments}
  where status in ('paid', 'under_paid', 'over_paid') and time_paid is not null and ${forAccount(payments.accountId, accountId)}
  union all
  select account_id, livemode, time_created, data->>'currency', data->>'payment_method', 'failed',
    (data->>'amount')::bigint
  from ${events}
  where type in ('payment.failed', 'payment.expired') and ${forAccount(events.accountId, accountId)}
  union all
  select account_id, livemode, time_refunded, currency, method, 'refund', amount
  from ${refunds}
  where status = 'refunded' and time_refunded is not null and ${forAccount(refunds.accountId, accountId)}
  union all
  select account_id, livemode, time_created, currency, method, 'dispute', amount
  from ${disputes}
  where ${forAccount(disputes.accountId, accountId)}
  union all
  select account_id, livemode, time_succeeded, currency, '', 'payout', amount
  from ${payouts}
  where status = 'succeeded' and time_succeeded is not null and ${forAccount(payouts.accountId, accountId)}
  union all
  select account_id, livemode, time_closed, currency, '', 'settlement', amount - fee
  from ${settlements}
  where livemode and status = 'paid' and time_closed is not null and ${forAccount(settlements.accountId, accountId)}`;

/** The buckets as a full recount makes them: what the rebuild writes and the property test expects. */
export const recountSql = (accountId: string | null) => sql`
  select account_id, livemode, ${quarterOf(sql`moved_at`)} as bucket_start, currency, payment_method, ${figuresOfMovements}
  from (${movementsSql(accountId)}) as movement
  group by 1, 2, 3, 4, 5`;

/** The days as a full recount of the source tables makes them, in each account's zone: what the property test expects. */
export const recountDaysSql = (accountId: string | null) => sql`
  select movement.account_id, livemode, ${localDayOf(sql`moved_at`, sql`${accounts.timeZone}`)} as day, currency,
    payment_method, ${figuresOfMovements}
  from (${movementsSql(accountId)}) as movement join ${accounts} on ${accounts.id} = movement.account_id
  group by 1, 2, 3, 4, 5`;

/**
 * Cuts the days of one account (or all) from their buckets again, each in its account's zone as
 * the caller's transaction sees the row (a zone change calls it with the row updated and locked,
 * so no addition is in between). Exact: every zone's offset is a whole number of quarter-hours.
 */
export const cutDaysFromBuckets = async (tx: Executor, accountId: string | null) => {
  await tx.execute(sql`delete from ${statisticsDays} where ${forAccount(statisticsDays.accountId, accountId)}`);
  const sums = sql.raw(figureColumns.map((column) => `sum(${column})`).join(', '));
  await tx.execute(sql`insert into ${statisticsDays} (${columnsOf(dayKey)})
    select account_id, livemode, ${localDayOf(sql`bucket_start`, sql`${accounts.timeZone}`)}, currency,
      payment_method, ${sums}
    from ${statisticsBuckets} join ${accounts} on ${accounts.id} = ${statisticsBuckets.accountId}
    where ${forAccount(statisticsBuckets.accountId, accountId)}
    group by 1, 2, 3, 4, 5`);
};

/**
 * Replaces the buckets and days of one account (or all) with a recount of the source tables, in
 * the caller's transaction, and marks every event they already count as applied, so a delivery
 * still pending adds nothing twice. The accounts are share-locked first: a zone can't change
 * under the recount. The days are cut from the new buckets rather than by a second read of the
 * source tables. Returns how many buckets it wrote.
 */
export const replaceBuckets = async (tx: Executor, accountId: string | null) => {
  await tx.execute(sql`select id from ${accounts} where ${forAccount(accounts.id, accountId)} order by id for share`);
  await tx.execute(sql`delete from ${statisticsBuckets} where ${forAccount(statisticsBuckets.accountId, accountId)}`);
  const [inserted] = await queryRows<{ buckets: number }>(
    tx,
    sql`with inserted as (
      insert into ${statisticsBuckets} (${columnsOf(bucketKey)})
      ${recountSql(accountId)}
      returning 1
    ) select count(*)::int as buckets from inserted`,
  );
  await cutDaysFromBuckets(tx, accountId);
  await tx.execute(sql`insert into ${statisticsAppliedEvents} (account_id, event_id)
    select account_id, id from ${events}
    where type = any(${`{${statisticsEventTypes.join(',')}}`}::text[]) and ${forAccount(events.accountId, accountId)}
    on conflict do nothing`);
  return inserted?.buckets ?? 0;
};

export const accountExists = async (db: Executor, accountId: string) =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))).length > 0;
