import { listTotalCap } from '@paydeck/contract';
import { and, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from './client.ts';

/**
 * Counts matching rows but stops past the cap (ARCHITECTURE §3): an exact count of a big
 * merchant's payments costs far more than the page itself.
 */
export const countCapped = async (db: Executor, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${listTotalCap + 1}) capped`,
  );
  return Number(row?.n ?? 0);
};

/** The wire list page: `{ list, total, page, per_page }`, with `total_capped` past the cap. */
export const listPageOf = <T>(list: T[], total: number, query: { page: number; per_page: number }) => ({
  list,
  total: Math.min(total, listTotalCap),
  ...(total > listTotalCap ? { total_capped: true } : {}),
  page: query.page,
  per_page: query.per_page,
});

export const pageOffset = (query: { page: number; per_page: number }) => (query.page - 1) * query.per_page;

/** `time_created[gte]` / `time_created[lt]` (Unix seconds) as dates. */
export const timeRange = (query: {
  'time_created[gte]'?: number | undefined;
  'time_created[lt]'?: number | undefined;
}) => ({
  from: query['time_created[gte]'] === undefined ? undefined : new Date(query['time_created[gte]'] * 1000),
  to: query['time_created[lt]'] === undefined ? undefined : new Date(query['time_created[lt]'] * 1000),
});

/** A list's table: every listed table has `time_created` and an `id` that breaks its ties. */
export type ListTable = PgTable & { timeCreated: PgColumn; id: PgColumn };
type Paging = { page: number; per_page: number };

/**
 * One page of the rows `where` selects, newest first, and the capped total of all of them.
 * `select` is the list's `db.select(…).from(table).$dynamic()` (joins allowed); the order, limit
 * and offset are the same for every list, so they are set here. `tie` orders rows created in
 * the same instant (the id, unless the table has a better one). The page and the count are sent
 * at once: on the pool they run on two connections, so a page costs the slower of the two.
 */
export const newestFirstPage = async <Select extends PgSelect>(
  db: Executor,
  select: Select,
  table: ListTable,
  where: SQL | undefined,
  page: Paging,
  tie: PgColumn = table.id,
): Promise<{ rows: Awaited<Select>; total: number }> => {
  const [rows, total] = await Promise.all([
    select.where(where).orderBy(desc(table.timeCreated), desc(tie)).limit(page.per_page).offset(pageOffset(page)),
    countCapped(db, table, where),
  ]);
  return { rows, total };
};

/**
 * Select fields for a raw read, each under its key: Drizzle maps its own reads by position, so a
 * column is written without an alias unless given one here.
 */
export const rawFields = <Fields extends Record<string, SQLWrapper>>(fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)])) as {
    [Key in keyof Fields]: SQL.Aliased;
  };

/** A money column as its integer's decimal text: exact, and the same on both drivers (no BigInt). */
export const minorText = (column: SQLWrapper) => sql`${column}::text`;

/**
 * A time column as whole Unix seconds, as `unixSeconds` gives them from a Date (microseconds cut,
 * not rounded); a float8, so both drivers answer a plain number. Null stays null.
 */
export const epochSeconds = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}))::float8`;

/** A row of an export's source read raw: text as text, money by `minorText`, times by `epochSeconds`. */
export type CsvSourceRow = { id: string; currency: string } & Record<string, string | number | null>;

/**
 * Every row `where` selects, newest first, `batch` at a time, read raw (`db.execute`): the rows are
 * what the driver parsed, keyed by `select`'s field names (`rawFields`), without Drizzle's per-row
 * mapping, which cost exports more than the database did (bench:export). Each batch starts after
 * the last row of the one before by its (time_created, id) key, not an offset, so reading the
 * millionth row costs what reading the first does and rows inserted meanwhile never shift or
 * repeat one. `select` must name the table's id `id`.
 */
export async function* newestFirstBatches<Row extends { id: string }>(
  db: Executor,
  select: () => PgSelect,
  table: ListTable,
  where: SQL | undefined,
  batch = 500,
): AsyncGenerator<Row[]> {
  let after: string | null = null;
  for (;;) {
    // The key is read back from the row itself: a JS Date would cut time_created's microseconds.
    const before = sql`(${table.timeCreated}, ${table.id}) < (select ${table.timeCreated}, ${table.id} from ${table} where ${table.id} = ${after})`;
    const query: SQL = select()
      .where(and(where, after === null ? undefined : before))
      .orderBy(desc(table.timeCreated), desc(table.id))
      .limit(batch)
      .getSQL();
    const rows: Row[] = await queryRows<Row>(db, query);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = (rows[rows.length - 1] as Row).id;
  }
}
