import pg from 'pg';

/** One statement as the app sent it to PostgreSQL: what the floor replays. */
export type CapturedStatement = { name?: string; text: string; values: unknown[]; rowMode?: string };

type QueryConfig = { name?: string; text?: string; values?: unknown[]; rowMode?: string };

/** A parameter as pg sends it (text), so it crosses IPC: dates in ISO form, bigints as digits. */
const asSent = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;

let recording: CapturedStatement[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

// Every statement of the app goes through a pooled client's `query`, transactions' begin and
// commit too; recording there captures exactly what a request sends, prepared names included.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (recording) {
    const config: QueryConfig = typeof first === 'string' ? { text: first } : ((first as QueryConfig) ?? {});
    const values = Array.isArray(second) ? second : (config.values ?? []);
    recording.push({
      ...(config.name && { name: config.name }),
      text: config.text ?? '',
      values: values.map(asSent),
      ...(config.rowMode && { rowMode: config.rowMode }),
    });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Records the statements sent until the returned function is called, which gives them back. */
export const startCapture = () => {
  recording = [];
  return (): CapturedStatement[] => {
    const captured = recording ?? [];
    recording = null;
    return captured;
  };
};
