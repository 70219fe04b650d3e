import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWorker } from '../../../test/boss.ts';
import type { TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { newId } from '../../lib/ids.ts';
import { matureBalancesQueue } from './ledger.module.ts';
import { postBalanceTransaction } from './posting.service.ts';

let worker: Awaited<ReturnType<typeof startTestWorker>>;
let database: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  worker = await startTestWorker();
  ({ database, boss } = worker);
});
afterAll(() => worker.stop());

const credit = (key: { accountId: string; livemode: boolean; currency: string }, amount: number, availability: Date) =>
  postBalanceTransaction(database.db, {
    ...key,
    type: 'adjustment',
    direction: 'credit',
    source: { type: 'adjustment', id: newId('adj'), amount },
    description: 'Job test',
    availability,
  });

describe('the maturity job', () => {
  it('moves matured entries to available on its queue, scheduled every minute', async () => {
    const key = { accountId: await ledgerAccount(database.db), livemode: true, currency: 'HKD' };
    await credit(key, 4_000, new Date(Date.now() - 60_000));
    await credit(key, 900, new Date(Date.now() + 3_600_000));
    await boss.send(matureBalancesQueue, {});
    const deadline = Date.now() + 10_000;
    let audit = await balanceAudit(database.db, key);
    while (audit.available !== 4_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      audit = await balanceAudit(database.db, key);
    }
    expect(audit).toMatchObject({ available: 4_000, pending: 900, matured: 4_000 });
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === matureBalancesQueue)?.cron).toBe('* * * * *');
  });
});
