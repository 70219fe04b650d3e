import { listTotalCap } from '@paydeck/contract';
import type { exportColumns } from '@paydeck/contract/exports';
import { openPaymentStatuses, type PaymentStatus, paidPaymentStatuses } from '@paydeck/contract/payin-types';
import type { PaymentListQuery } from '@paydeck/contract/payments';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type Placeholder,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { jsonRows } from '../../db/json-rows.ts';
import {
  type CsvSourceRow,
  epochSeconds,
  minorText,
  newestFirstBatches,
  pageOffset,
  rawFields,
  timeRange,
} from '../../db/paging.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';
import { type EventToRecord, eventCtes } from '../../db/record-event.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

const placeholders = <K extends string>(names: readonly K[], prefix = '') =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}${name}`)])) as Record<K, Placeholder>;
// A new payment has no time_paid: drizzle's timestamp encoder can't take a null placeholder, so the
// column is left to its default (null), the one not given.
const paymentColumns = (Object.keys(getTableColumns(payments)) as (keyof PaymentRow)[]).filter(
  (column) => column !== 'timePaid',
);
const eventValueNames = ['accountId', 'id', 'livemode', 'type', 'objectType', 'data', 'timeCreated'] as const;

/**
 * Payment creation is the hot path of bench:api: its one statement (the payment, its event, the
 * event's deliveries) is built once per database handle (db/prepared.ts) and per list of the
 * event's consumers, which is fixed when the process starts.
 */
const insertStatements = new Map<string, ReturnType<typeof insertStatementOf>>();
const insertStatementOf = (consumers: readonly string[]) =>
  prepared((db) => {
    const source = db
      .$with('source')
      .as(
        db.insert(payments).values(placeholders(paymentColumns)).onConflictDoNothing().returning({ id: payments.id }),
      );
    return db
      .with(source, ...eventCtes(db, { values: placeholders(eventValueNames, 'event_'), consumers }))
      .select({ id: source.id })
      .from(source)
      .prepare(['payment_insert', ...consumers].join(':'));
  });

/**
 * Inserts a new payment as it is given (its event was made from it) with its creation event, in
 * one statement: false when the reference is taken under unique reference mode (the partial unique
 * index decides), and then no event either.
 */
export const insertPayment = async (db: Executor, row: PaymentRow & { timePaid: null }, event: EventToRecord) => {
  const key = event.consumers.join(':');
  let statement = insertStatements.get(key);
  if (!statement) {
    statement = insertStatementOf(event.consumers);
    insertStatements.set(key, statement);
  }
  const eventValues = Object.fromEntries(Object.entries(event.values).map(([name, value]) => [`event_${name}`, value]));
  const inserted = await statement(db).execute({ ...row, ...eventValues });
  return inserted.length > 0;
};

/** Inserts payments as given (one JSON parameter), skipping any a unique key already holds; returns the ids inserted. */
export const insertPaymentRows = async (db: Executor, rows: PaymentRow[]) => {
  if (rows.length === 0) return [];
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into ${payments} select * from json_populate_recordset(null::payments, ${jsonRows(payments, rows)}::json)
      on conflict do nothing returning id`,
  );
  return inserted.map((row) => row.id);
};

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(payments.accountId, accountId), eq(payments.livemode, livemode));

export const findPayment = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.id, id)));
  return row ?? null;
};

/**
 * Locks one payment of the account and mode until the transaction ends: refunds, disputes and
 * status changes of a payment run one after another, so its amounts can't be overdrawn.
 */
export const lockPayment = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.id, id)))
    .for('update');
  return row ?? null;
};

/** The checkout and the background jobs know a payment by id only (the token or the job vouches). */
export const lockPaymentById = async (db: Executor, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
};

/** Several payments locked at once, in id order (the order every batch locks in). */
export const lockPaymentsById = (db: Executor, ids: string[]) =>
  db.select().from(payments).where(inArray(payments.id, ids)).orderBy(asc(payments.id)).for('update');

/** A charge's answer, as `moveCreatedPayments` writes it. */
export type ChargeMove = Pick<
  PaymentRow,
  'id' | 'status' | 'gatewayTransactionId' | 'amountPaid' | 'timePaid' | 'failureCode' | 'failureMessage'
>;

/**
 * Moves a batch of payments still `created` to their answers in one statement (one JSON parameter);
 * returns the ids it moved (a payment moved meanwhile is left alone).
 */
export const moveCreatedPayments = async (db: Executor, moves: ChargeMove[]) => {
  if (moves.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${payments} set status = v.status, gateway_transaction_id = v.gateway_transaction_id,
      amount_paid = v.amount_paid, time_paid = v.time_paid, failure_code = v.failure_code,
      failure_message = v.failure_message
    from jsonb_to_recordset(${JSON.stringify(moves.map(moveOf))}::jsonb) as v(id text, status text,
      gateway_transaction_id text, amount_paid bigint, time_paid timestamptz, failure_code text, failure_message text)
    where ${payments.id} = v.id and ${payments.status} = 'created'
    returning ${payments.id} as id`,
  );
  return rows.map((row) => row.id);
};

const moveOf = (m: ChargeMove) => ({
  id: m.id,
  status: m.status,
  gateway_transaction_id: m.gatewayTransactionId,
  amount_paid: m.amountPaid,
  time_paid: m.timePaid,
  failure_code: m.failureCode,
  failure_message: m.failureMessage,
});

export type PaymentChange = Partial<Omit<typeof payments.$inferInsert, 'id' | 'accountId' | 'livemode' | 'status'>>;

/** How much each money column of a payment moves (payment-amounts.service.ts alone calls `shiftPaymentAmounts`). */
export type AmountShift = { refundPending?: number; refunded?: number; disputeLost?: number; disputed?: true };

/** Adds the shift to the payment's money columns in one statement; the row as it then is. */
export const shiftPaymentAmounts = async (db: Executor, id: string, shift: AmountShift): Promise<PaymentRow> => {
  const [row] = await db
    .update(payments)
    .set({
      amountRefundPending: sql`${payments.amountRefundPending} + ${shift.refundPending ?? 0}`,
      amountRefunded: sql`${payments.amountRefunded} + ${shift.refunded ?? 0}`,
      amountDisputeLost: sql`${payments.amountDisputeLost} + ${shift.disputeLost ?? 0}`,
      ...(shift.disputed ? { disputed: true } : {}),
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished while locked`);
  return row;
};

/** Moves the status only if it is still `from`: null when another mover got there first. */
export const movePaymentStatus = async (
  db: Executor,
  id: string,
  from: PaymentStatus,
  set: PaymentChange & { status: PaymentStatus },
): Promise<PaymentRow | null> => {
  const [row] = await db
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
};

export const paymentStatusOf = async (db: Executor, id: string) => {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
  return row?.status ?? null;
};

export const referenceTaken = async (db: Executor, accountId: string, livemode: boolean, reference: string) => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.reference, reference)))
    .limit(1);
  return row !== undefined;
};

type PaymentFilter = Partial<
  Pick<PaymentListQuery, 'status' | 'payment_method' | 'search' | 'time_created[gte]' | 'time_created[lt]'>
> & {
  customer_id?: string;
  mandate_id?: string;
  source_id?: string;
};

/** A payments filter's values, each set one a condition of the list (or a placeholder for it). */
type PaymentFilterValues = {
  accountId: string;
  livemode: boolean;
  status?: PaymentStatus | undefined;
  method?: PaymentRow['method'] | undefined;
  customerId?: string | undefined;
  mandateId?: string | undefined;
  sourceId?: string | undefined;
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const filterValuesOf = (accountId: string, livemode: boolean, query: PaymentFilter): PaymentFilterValues => {
  const { from, to } = timeRange(query);
  return {
    accountId,
    livemode,
    status: query.status,
    method: query.payment_method,
    customerId: query.customer_id,
    mandateId: query.mandate_id,
    sourceId: query.source_id,
    search: query.search || undefined,
    from,
    to,
  };
};

type Bound<T> = { [K in keyof T]: T[K] | Placeholder };

/** What the payments list (and an export of it) selects: one builder, so both show the same rows. */
const paymentListWhere = (v: Bound<PaymentFilterValues>) =>
  and(
    eq(payments.accountId, v.accountId),
    eq(payments.livemode, v.livemode),
    v.status === undefined ? undefined : eq(payments.status, v.status),
    v.method === undefined ? undefined : eq(payments.method, v.method),
    v.customerId === undefined ? undefined : eq(payments.customerId, v.customerId),
    v.mandateId === undefined ? undefined : eq(payments.mandateId, v.mandateId),
    v.sourceId === undefined ? undefined : eq(payments.sourceId, v.sourceId),
    v.search === undefined
      ? undefined
      : or(eq(payments.id, v.search), eq(payments.reference, v.search), eq(payments.customerId, v.search)),
    v.from === undefined ? undefined : gte(payments.timeCreated, v.from),
    v.to === undefined ? undefined : lt(payments.timeCreated, v.to),
  );

/** The list's page and capped count for one shape of filter, with a placeholder for each filter it has. */
const listStatements = preparedByShape('payments_list', (db, shape, name) => {
  const where = paymentListWhere(
    Object.fromEntries([...shape].map((field) => [field, sql.placeholder(field)])) as Bound<PaymentFilterValues>,
  );
  return {
    page: flatRows(
      db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.timeCreated), desc(payments.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ),
    count: db
      .select({ n: sql<number>`count(*)::integer` })
      .from(
        db
          .select({ one: sql`1` })
          .from(payments)
          .where(where)
          .limit(listTotalCap + 1)
          .as('capped'),
      )
      .prepare(`${name}_count`),
  };
});

/** The list of spec §2 transaction/payments, served by the (account, mode, [status|method], time) indexes. */
export const listPayments = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: Pick<PaymentListQuery, 'page' | 'per_page'> & PaymentFilter,
) => {
  const values = filterValuesOf(accountId, livemode, query);
  const { page, count } = listStatements(db, values);
  const paging = { limit: query.per_page, offset: pageOffset(query) };
  // Sent at once: on the pool they run on two connections, so a page costs the slower of the two.
  const [rows, [counted]] = await Promise.all([page.execute({ ...values, ...paging }), count.execute(values)]);
  return { rows, total: counted?.n ?? 0 };
};

/** The payments export's CSV columns (exportColumns.payment), read raw. */
const paymentCsvFields = rawFields({
  id: payments.id,
  reference: payments.reference,
  status: payments.status,
  payment_method: payments.method,
  currency: payments.currency,
  amount: minorText(payments.amount),
  amount_paid: minorText(payments.amountPaid),
  amount_refunded: minorText(payments.amountRefunded),
  customer_id: payments.customerId,
  description: payments.description,
  failure_message: payments.failureMessage,
  time_created: epochSeconds(payments.timeCreated),
  time_paid: epochSeconds(payments.timePaid),
} satisfies Record<keyof typeof exportColumns.payment, SQLWrapper>);

/** Every payment the list would show under `filter`, newest first, in keyset batches of CSV cells (exports). */
export const paymentCsvBatches = (
  db: Executor,
  accountId: string,
  livemode: boolean,
  filter: PaymentFilter,
  batch?: number,
) =>
  newestFirstBatches<CsvSourceRow>(
    db,
    () => db.select(paymentCsvFields).from(payments).$dynamic(),
    payments,
    paymentListWhere(filterValuesOf(accountId, livemode, filter)),
    batch,
  );

/** The payer page: the payment with the names the payer knows it by. */
export const findCheckout = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ payment: payments, accountName: accounts.name, merchantName: merchants.name })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(eq(payments.id, id));
  return row ?? null;
};

/** Open payments past their expiry (payments_open_expiry_idx). */
export const listExpiredOpenPayments = async (db: Executor, limit: number) =>
  (
    await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.status, [...openPaymentStatuses]), lte(payments.timeExpired, sql`now()`)))
      .limit(limit)
  ).map((row) => row.id);

/** Run right after every payment's creation (bench:api's hot path), so built once per connection. */
const recordOpenedStatement = prepared((db) =>
  flatRows(
    db
      .update(payments)
      .set({
        gatewayTransactionId: sql`${sql.placeholder('gatewayTransactionId')}`,
        extra: sql`${sql.placeholder('extra')}::jsonb`,
      })
      .where(and(eq(payments.id, sql.placeholder('id')), isNull(payments.gatewayTransactionId)))
      .returning()
      .prepare('payment_record_opened'),
  ),
);

/**
 * Records the processor's answer to a payment's submission, only while none is recorded: null when
 * another submitter got there first (its answer stands).
 */
export const recordPaymentOpened = async (
  db: Executor,
  id: string,
  opened: { gatewayTransactionId: string; extra: Record<string, string> },
) => {
  const [row] = await recordOpenedStatement(db).execute({ id, ...opened });
  return row ?? null;
};

/**
 * Payments created at least `seconds` ago and still not submitted to their processor, oldest first
 * (payments_unsubmitted_idx). One past its expiry is left to the expiry sweep. `kind`: the payer's
 * payments, or one-off charges under a mandate, which are charged, not opened (a subscription's
 * charge is recovered with its subscription, modules/subscriptions).
 */
export const listUnsubmittedPayments = (
  db: Executor,
  seconds: number,
  limit: number,
  kind: 'payer' | 'mandate' = 'payer',
) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        isNull(payments.gatewayTransactionId),
        kind === 'mandate' ? eq(payments.sourceType, 'regular_with_mandate') : isNull(payments.mandateId),
        lte(payments.timeCreated, sql`now() - make_interval(secs => ${seconds})`),
        gt(payments.timeExpired, sql`now()`),
      ),
    )
    .orderBy(asc(payments.timeCreated))
    .limit(limit);

/** Getting started: a test payment was paid through the simulator. */
export const hasPaidTestPayment = async (db: Executor, accountId: string) => {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${payments} where ${and(
      inMode(accountId, false),
      inArray(payments.status, [...paidPaymentStatuses]),
    )}) as found`,
  );
  return row?.found === true;
};

/** A subscription's charge for one period and attempt (payments_subscription_period_key). */
export const findSubscriptionCharge = async (db: Executor, subscriptionId: string, period: number, attempt: number) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sourceType, 'subscription'),
        eq(payments.sourceId, subscriptionId),
        eq(payments.billingPeriod, period),
        eq(payments.billingAttempt, attempt),
      ),
    );
  return row ?? null;
};
