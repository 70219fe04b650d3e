import { listTotalCap } from '@paydeck/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
