import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { matureDueBalances } from '../modules/ledger/maturity.service.ts';

export const matureBalancesQueue = 'ledger.mature-balances';

/**
 * Every minute, entries past their `time_available` move from their balance's pending to its
 * available part. Safe to run twice at once: each balance is matured under its row lock.
 */
export const registerLedgerJobs = async (
  boss: PgBoss,
  db: Database,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  await boss.createQueue(matureBalancesQueue);
  await boss.schedule(matureBalancesQueue, '* * * * *');
  if (!options.work) return;
  await boss.work(matureBalancesQueue, async () => {
    const count = await matureDueBalances(db);
    if (count > 0) options.logger.info({ count }, 'balances matured');
  });
};
