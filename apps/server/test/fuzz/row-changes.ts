import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/db/client.ts';

/**
 * Notes every row any statement inserts, updates or deletes in the app's tables, by a trigger on
 * each (test databases only): a refused request must leave the notes empty. A rolled-back
 * transaction takes its notes with it, so only what a request really changed is seen.
 */
export const watchRowChanges = async (db: Database) => {
  await db.execute(sql.raw('create table fuzz_row_changes (table_name text not null, operation text not null)'));
  await db.execute(
    sql.raw(`create function fuzz_note_row_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_changes values (tg_table_name, tg_op);
        return null;
      end $$`),
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'fuzz_row_changes'`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_note_row_change after insert or update or delete on "${name}" ` +
          'for each row execute function fuzz_note_row_change()',
      ),
    );
  }
  return {
    /** The changes since the last call, as `table OPERATION`, each once; and forgets them. */
    take: async (): Promise<string[]> => {
      const rows = await queryRows<{ change: string }>(
        db,
        sql`delete from fuzz_row_changes returning table_name || ' ' || operation as change`,
      );
      return [...new Set(rows.map((row) => row.change))];
    },
  };
};
