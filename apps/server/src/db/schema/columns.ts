import { customType, type ExtraConfigColumn, index, timestamp } from 'drizzle-orm/pg-core';

/** Binary column; PGlite returns Uint8Array and node-postgres a Buffer, so both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timeCreated = () => timestamp('time_created', { withTimezone: true }).notNull().defaultNow();

/**
 * The index of a list: its filter columns, then the lists' order, newest first with the id as the
 * tie-break. Spelled `DESC NULLS FIRST` because that is what `ORDER BY … DESC` means; Drizzle's
 * bare `.desc()` writes `DESC NULLS LAST`, which such a query can't read, so it would sort the
 * whole tenant instead (db/migrations.test.ts fails on any NULLS LAST index as a backstop).
 */
export const listIndex = (
  name: string,
  filters: [ExtraConfigColumn, ...ExtraConfigColumn[]],
  time: ExtraConfigColumn,
  tieBreak: ExtraConfigColumn,
) => index(name).on(...filters, time.desc().nullsFirst(), tieBreak.desc().nullsFirst());
