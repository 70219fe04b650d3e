import type { Executor } from './client.ts';

/**
 * A query built once per database handle, then only executed with its placeholders' values
 * (`sql.placeholder`). Drizzle otherwise builds the SQL text anew on every call — a few hundred
 * microseconds of CPU for a wide row — and the statement's name lets PostgreSQL parse and plan it
 * once per connection instead of on every call. Meant for the statements every API call runs (rate
 * limit, API key, idempotency), payment creation and the payments list, measured by `npm run bench:api`; elsewhere the
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
