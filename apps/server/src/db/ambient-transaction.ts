import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './client.ts';

/** The open ambient transaction and what waits for it to commit. */
type Ambient = { tx: Transaction; afterCommit: (() => Promise<void>)[] };

const ambient = new AsyncLocalStorage<Ambient>();

/**
 * Runs `work` in one transaction that every service reaches through `ctx.db` (`databaseOf`) while
 * it runs: their own `transaction()` calls become savepoints inside it. An idempotent write runs
 * this way so that its effect and its stored response commit together (plugins/idempotency.ts).
 * What `whenCommitted` deferred runs once it has committed, before this returns.
 */
export const inAmbientTransaction = async <T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> => {
  const afterCommit: Ambient['afterCommit'] = [];
  const result = await db.transaction((tx) => ambient.run({ tx, afterCommit }, () => work(tx)));
  for (const next of afterCommit) await next();
  return result;
};

/** The open ambient transaction, else the database. */
export const databaseOf = (db: Database): Database => ambient.getStore()?.tx ?? db;

/**
 * For work that must not run inside a transaction (a processor's call, ARCHITECTURE §4), called once
 * the caller's own transaction has committed: outside an ambient transaction `work` runs now and its
 * result is returned; inside one (an idempotent write) it runs right after that commits, and is
 * dropped if it rolls back, and the caller gets undefined. `work` must not throw: it runs after the
 * response was decided.
 */
export const whenCommitted = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  const open = ambient.getStore();
  if (!open) return work();
  open.afterCommit.push(async () => {
    await work();
  });
  return undefined;
};
