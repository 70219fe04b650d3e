import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of a table as one JSON array keyed by column name, for a batch statement that reads them
 * with `json_populate_recordset` or `jsonb_to_recordset`: one parameter however many rows, where
 * building a VALUES list of every column costs far more in the query builder than the database
 * spends on it (bench:billing).
 */
export const jsonRows = <T extends Record<string, unknown>>(table: PgTable, rows: T[]) => {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([key, name]) => [name, row[key] ?? null]))));
};
