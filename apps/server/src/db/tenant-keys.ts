import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';

export type TenantTableKeys = {
  table: string;
  /** The primary key's columns, in order (empty: none). */
  primaryKey: string[];
  /** Some index (the primary key's included) starts with `account_id`. */
  leadingIndex: boolean;
  /** Unique indexes other than the primary key that do not hold `account_id`. */
  uniqueWithout: string[];
};

/**
 * The keys of every tenant table (one with an `account_id` column) in the public schema, as the
 * database has them: what distributing the schema by `account_id` (docs/capacity.md) needs is
 * `account_id` in each primary key and other unique key (a distributed table's unique keys must
 * hold the distribution column) and an index that leads with it (a tenant's rows found on its
 * own shard).
 */
export const tenantTableKeys = (db: Executor) =>
  queryRows<TenantTableKeys>(
    db,
    sql`select c.relname as "table",
        coalesce((select array_agg(a.attname::text order by k.position)
          from pg_index i
          cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary), '{}') as "primaryKey",
        exists (select 1 from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = (i.indkey::int2[])[0]
          where i.indrelid = c.oid and a.attname = 'account_id') as "leadingIndex",
        coalesce((select array_agg(x.relname::text order by x.relname)
          from pg_index i join pg_class x on x.oid = i.indexrelid
          where i.indrelid = c.oid and i.indisunique and not i.indisprimary
            and not exists (select 1 from unnest(i.indkey::int2[]) as k(attnum)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where a.attname = 'account_id')), '{}') as "uniqueWithout"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped)
      order by c.relname`,
  );

/** The tenant tables lacking `account_id` in a unique key, or an index leading with it. */
export const tenantKeyGaps = (tables: TenantTableKeys[]) =>
  tables.filter((t) => !t.primaryKey.includes('account_id') || !t.leadingIndex || t.uniqueWithout.length > 0);

/** Tables with no `account_id`: shared by every tenant (reference data, users, limits). */
export const sharedTables = (db: Executor) =>
  queryRows<{ table: string }>(
    db,
    sql`select c.relname as "table" from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped)
      order by c.relname`,
  );
