import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type EventToRecord, eventCtes } from '../../db/record-event.ts';
import type { events } from '../../db/schema/events.ts';

export type EventRow = typeof events.$inferSelect;

/** The event of an object that exists already, and its pending deliveries. */
export const insertEvent = async (db: Executor, objectId: string, event: EventToRecord) => {
  const source = db.$with('source', { id: sql<string>`id`.as('id') }).as(sql`select ${objectId}::text as id`);
  await db
    .with(source, ...eventCtes(db, event))
    .select({ id: source.id })
    .from(source);
};
