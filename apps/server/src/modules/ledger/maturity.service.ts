import type { Database } from '../../db/client.ts';
import {
  advanceMaturity,
  type BalanceKey,
  listBalancesToMature,
  lockBalance,
  maturedAmount,
} from './ledger.repository.ts';

/**
 * Moves one balance's entries that became available since it last matured from pending to
 * available, under the balance row's lock: a second run (or worker) waits for the first and then
 * finds nothing left to move. Returns the amount moved.
 */
export const matureBalance = (db: Database, key: BalanceKey) =>
  db.transaction(async (tx) => {
    if (!(await lockBalance(tx, key))) return 0;
    const amount = await maturedAmount(tx, key);
    await advanceMaturity(tx, key, amount);
    return amount;
  });

/** The maturity job: every balance with newly available entries, each in its own transaction. */
export const matureDueBalances = async (db: Database, limit = 500) => {
  let matured = 0;
  for (const key of await listBalancesToMature(db, limit)) {
    await matureBalance(db, key);
    matured += 1;
  }
  return matured;
};
