import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './client.ts';

const ambient = new AsyncLocalStorage<Transaction>();

/**
 * Runs `work` in one transaction that every service reaches through `ctx.db` (`databaseOf`) while
 * it runs: their own `transaction()` calls become savepoints inside it. An idempotent write runs
 * this way so that its effect and its stored response commit together (plugins/idempotency.ts).
 */
export const inAmbientTransaction = <T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  db.transaction((tx) => ambient.run(tx, () => work(tx)));

/** The open ambient transaction, else the database. */
export const databaseOf = (db: Database): Database => ambient.getStore() ?? db;
