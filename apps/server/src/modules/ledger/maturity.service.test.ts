import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { newId } from '../../lib/ids.ts';
import type { BalanceKey } from './ledger.repository.ts';
import { matureBalance, matureDueBalances } from './maturity.service.ts';
import { postBalanceTransaction } from './posting.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const minuteMs = 60_000;

const newBalance = async (currency = 'HKD'): Promise<BalanceKey> => ({
  accountId: await ledgerAccount(database.db),
  livemode: true,
  currency,
});

/** A credit (or with a negative amount, a debit) available at `availability`. */
const post = (key: BalanceKey, amount: number, availability: Date) =>
  postBalanceTransaction(database.db, {
    ...key,
    type: 'adjustment',
    direction: amount > 0 ? 'credit' : 'debit',
    source: { type: 'adjustment', id: newId('adj'), amount: Math.abs(amount) },
    description: 'Maturity test',
    availability,
  });

/** Entries of every kind of timing: matured ones (money in and out), and some still to come. */
const mixedBalance = async () => {
  const key = await newBalance();
  const ago = (minutes: number) => new Date(Date.now() - minutes * minuteMs);
  const ahead = (minutes: number) => new Date(Date.now() + minutes * minuteMs);
  await post(key, 7_000, ago(30));
  await post(key, 2_500, ago(1));
  await post(key, -1_200, ago(5));
  await post(key, 9_000, ahead(60));
  await post(key, -300, ahead(2));
  return { key, matured: 7_000 + 2_500 - 1_200, later: 9_000 - 300 };
};

describe('balance maturity', () => {
  it('moves exactly the matured amounts, once, when two runs race', async () => {
    const { key, matured, later } = await mixedBalance();
    expect(await balanceAudit(database.db, key)).toMatchObject({ available: 0, pending: matured + later });
    const moved = await Promise.all([matureBalance(database.db, key), matureBalance(database.db, key)]);
    expect(moved.sort((a, b) => a - b)).toEqual([0, matured]);
    const audit = await balanceAudit(database.db, key);
    expect(audit).toMatchObject({ available: matured, pending: later, matured });
    expect(await matureBalance(database.db, key)).toBe(0);
    expect(await balanceAudit(database.db, key)).toEqual(audit);
  });

  it('the sweep matures every due balance once, however many sweeps run at once', async () => {
    const [first, second] = [await mixedBalance(), await mixedBalance()];
    await Promise.all([matureDueBalances(database.db), matureDueBalances(database.db)]);
    for (const { key, matured, later } of [first, second]) {
      expect(await balanceAudit(database.db, key)).toMatchObject({ available: matured, pending: later, matured });
    }
    // Nothing newly due: the next sweep finds neither balance.
    const again = await matureDueBalances(database.db);
    for (const { key, matured } of [first, second]) {
      expect(await balanceAudit(database.db, key)).toMatchObject({ available: matured });
    }
    expect(again).toBe(0);
  });
});
