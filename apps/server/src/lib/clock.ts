import { AsyncLocalStorage } from 'node:async_hooks';

const setBack = new AsyncLocalStorage<Date>();

/**
 * Runs `work` as if it were `at`: what the services create or move in it is dated then (rows,
 * events, ledger entries). Only the demo seed does this, to build a history of past months through
 * the same services and transitions as a request; outside it every time is the real one.
 */
export const asOf = <T>(at: Date, work: () => Promise<T>): Promise<T> => setBack.run(at, work);

/** The time `asOf` set, if any: where the database's clock would otherwise date a row. */
export const setBackTime = (): Date | undefined => setBack.getStore();

/** Now, or the time `asOf` set. */
export const currentTime = (): Date => new Date((setBack.getStore() ?? new Date()).getTime());

/** `{ timeCreated }` at the time `asOf` set, else nothing: the column's default (the database clock) dates the row. */
export const datedBack = (): { timeCreated?: Date } => {
  const at = setBack.getStore();
  return at ? { timeCreated: at } : {};
};
