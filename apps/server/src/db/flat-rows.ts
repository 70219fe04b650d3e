import { Column, is, SQL } from 'drizzle-orm';

type Decode = (value: unknown) => unknown;
type Field = { path: string[]; field: unknown };
/** What Drizzle's prepared selects (node-postgres and PGlite alike) keep of their columns. */
type PreparedInternals = {
  fields?: Field[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** Drizzle keeps an SQL field's decoder internal (`mapWith` sets it); columns are their own. */
type DriverDecoder = { mapFromDriverValue: (value: unknown) => unknown };
const sqlDecoder = (field: SQL) => (field as unknown as { decoder: DriverDecoder }).decoder;

const decoderOf = (field: unknown): Decode | null => {
  if (is(field, Column)) {
    // A column type that keeps the driver's value as it is (text, integer, boolean) needs no call.
    if (field.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
    return (value) => field.mapFromDriverValue(value);
  }
  const decoder = is(field, SQL) ? sqlDecoder(field) : is(field, SQL.Aliased) ? sqlDecoder(field.sql) : undefined;
  if (!decoder) throw new Error('flatRows: a field that is neither a column nor SQL');
  return (value) => decoder.mapFromDriverValue(value);
};

/**
 * Has a prepared select map its rows with one loop made for its columns, instead of Drizzle's
 * `mapResultRow`, which works out each cell's column again on every row (`is()` checks, a path
 * walk): for the payments list's 20 rows of 35 columns, about 6 % of the server's busy CPU in
 * bench:api's profile. The rows are the same objects (a test compares them). Only for a select (or
 * a write's `returning`) of columns or SQL fields, none nested (Drizzle's joins nest); anything else
 * throws when it is prepared.
 */
export const flatRows = <Query>(query: Query): Query => {
  const internals = query as PreparedInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper || fields.some((f) => f.path.length !== 1))
    throw new Error('flatRows: only for a prepared select of flat fields');
  const keys = fields.map((f) => f.path[0] as string);
  const decoders = fields.map((f) => decoderOf(f.field));
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) {
        const value = row[i];
        const decode = decoders[i];
        mapped[keys[i] as string] = value === null || !decode ? value : decode(value);
      }
      return mapped;
    });
  return query;
};
