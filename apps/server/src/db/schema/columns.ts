import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column; PGlite returns Uint8Array and node-postgres a Buffer, so both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timeCreated = () => timestamp('time_created', { withTimezone: true }).notNull().defaultNow();
