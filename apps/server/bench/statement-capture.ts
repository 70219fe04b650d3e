import pg from 'pg';

/**
 * One statement as the app sent it to PostgreSQL: what the floor replays. `concurrent`: sent while
 * a statement of the same request was still running on another connection (a list's page and its
 * count), so the floor runs it beside that one too.
 */
export type CapturedStatement = {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
  concurrent?: true;
};

type QueryConfig = { name?: string; text?: string; values?: unknown[]; rowMode?: string };

/** A parameter as pg sends it (text), so it crosses IPC: dates in ISO form, bigints as digits. */
const asSent = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;

let recording: CapturedStatement[] | null = null;
/** The connections with a captured statement still running, each with how many. */
const running = new Map<pg.Client, number>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

// Every statement of the app goes through a pooled client's `query`, transactions' begin and
// commit too; recording there captures exactly what a request sends, prepared names included.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (!recording) return query.apply(this, args);
  const config: QueryConfig = typeof first === 'string' ? { text: first } : ((first as QueryConfig) ?? {});
  const values = Array.isArray(second) ? second : (config.values ?? []);
  const concurrent = [...running.keys()].some((client) => client !== this);
  recording.push({
    ...(config.name && { name: config.name }),
    text: config.text ?? '',
    values: values.map(asSent),
    ...(config.rowMode && { rowMode: config.rowMode }),
    ...(concurrent && { concurrent: true }),
  });
  running.set(this, (running.get(this) ?? 0) + 1);
  const settled = () => {
    const left = (running.get(this) ?? 1) - 1;
    if (left > 0) running.set(this, left);
    else running.delete(this);
  };
  // The pool's own `query` passes a callback (and gets no promise); drizzle's clients await one.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...outcome: unknown[]) => {
      settled();
      return callback(...outcome);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args) as Promise<unknown>;
  result.then(settled, settled);
  return result;
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
