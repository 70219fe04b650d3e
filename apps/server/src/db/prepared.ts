import type { Executor } from './client.ts';

/**
 * A query built once per database handle, then only executed with its placeholders' values
 * (`sql.placeholder`). Drizzle otherwise builds the SQL text anew on every call — a few hundred
 * microseconds of CPU for a wide row — and the statement's name lets PostgreSQL parse and plan it
 * once per connection instead of on every call. Meant for the statements every API call runs (rate
 * limit, API key, idempotency), payment creation and the payments list, measured by `npm run bench:api`; elsewhere the
 * plain query builder reads better.
 */
export const prepared = <Query>(build: (db: Executor) => Query) => {
  const built = new WeakMap<object, Query>();
  return (db: Executor): Query => {
    const key = connectionOf(db);
    let query = built.get(key);
    if (!query) {
      query = build(db);
      built.set(key, query);
    }
    return query;
  };
};

/**
 * What a handle's statements run on. A transaction on PostgreSQL runs on a pooled connection that
 * outlives it, and a statement prepared in one transaction runs on that connection in the next:
 * keyed by the connection, an idempotent write (a transaction per request) builds its statements
 * once per connection, not once per request. Otherwise the handle itself (the pool, PGlite).
 */
const connectionOf = (db: Executor): object => {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return client && typeof client === 'object' && 'release' in client ? client : db;
};

/**
 * Prepared statements per shape of a filtered query (which of its filters a call has), for a list
 * every merchant API client polls: each shape's SQL is built once per database handle, and named
 * for PostgreSQL by the shape's number in this process. `values` are the call's filters; the shape
 * is those that are set, and `build` puts a placeholder named after each in its query.
 */
export const preparedByShape = <Query>(
  name: string,
  build: (db: Executor, shape: Set<string>, name: string) => Query,
) => {
  const shapes = new Map<string, (db: Executor) => Query>();
  return (db: Executor, values: Record<string, unknown>): Query => {
    const shape = Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .sort();
    const key = shape.join(',');
    let statement = shapes.get(key);
    if (!statement) {
      const statementName = `${name}_${shapes.size}`;
      statement = prepared((handle) => build(handle, new Set(shape), statementName));
      shapes.set(key, statement);
    }
    return statement(db);
  };
};
