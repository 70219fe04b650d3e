import type { Executor } from './client.ts';

/**
 * A query built once per database handle, then only executed with its placeholders' values
 * (`sql.placeholder`). Drizzle otherwise builds the SQL text anew on every call — a few hundred
 * microseconds of CPU for a wide row — and the statement's name lets PostgreSQL parse and plan it
 * once per connection instead of on every call. Meant for the statements every API call runs (rate
 * limit, API key, idempotency) and payment creation, measured by `npm run bench:api`; elsewhere the
 * plain query builder reads better. A transaction handle gets its own copy (built per transaction).
 */
export const prepared = <Query>(build: (db: Executor) => Query) => {
  const built = new WeakMap<Executor, Query>();
  return (db: Executor): Query => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
};
