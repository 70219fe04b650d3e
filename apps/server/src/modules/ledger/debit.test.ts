import { errorMessage } from '@paydeck/contract/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { BalanceKey } from './ledger.repository.ts';
import { matureBalance } from './maturity.service.ts';
import { debitAvailable, postBalanceTransaction } from './posting.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const hourMs = 3_600_000;

/** A fresh live HKD balance. */
const newBalance = async (): Promise<BalanceKey> => ({
  accountId: await ledgerAccount(database.db),
  livemode: true,
  currency: 'HKD',
});

/** Credits `amount`, available at `availability` (an adjustment, like an operator's top-up). */
const credit = (key: BalanceKey, amount: number, availability: Date) =>
  postBalanceTransaction(database.db, {
    ...key,
    type: 'adjustment',
    direction: 'credit',
    source: { type: 'adjustment', id: newId('adj'), amount },
    description: 'Top-up',
    availability,
  });

/** An available balance of `amount`: credited an hour ago, then matured. */
const availableBalance = async (amount: number) => {
  const key = await newBalance();
  await credit(key, amount, new Date(Date.now() - hourMs));
  await matureBalance(database.db, key);
  expect(await balanceAudit(database.db, key)).toMatchObject({ available: amount, pending: 0 });
  return key;
};

/** A payout of `amount` taken from the available balance, in its own transaction. */
const payout = (key: BalanceKey, amount: number, fee = 0) =>
  database.db.transaction((tx) =>
    debitAvailable(tx, {
      ...key,
      type: 'payout',
      source: { type: 'payout', id: newId('po'), amount },
      fees: fee ? [{ type: 'settlement_fee', amount: fee, description: 'Fee' }] : [],
      description: 'Payout',
    }),
  );

/** Runs every debit at once; the amounts of those that went through and of those refused. */
const concurrently = async (key: BalanceKey, amounts: number[]) => {
  const results = await Promise.allSettled(amounts.map((amount) => payout(key, amount)));
  const taken: number[] = [];
  const refused: number[] = [];
  for (const [i, result] of results.entries()) {
    const amount = amounts[i] ?? 0;
    if (result.status === 'fulfilled') taken.push(amount);
    else if (result.reason instanceof AppError && result.reason.code === 'balance_insufficient') refused.push(amount);
    else throw result.reason;
  }
  return { taken, refused };
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('debitAvailable: the guarded debit', () => {
  it('lets exactly the affordable ones of 50 concurrent debits through, never below zero', async () => {
    const key = await availableBalance(10_000);
    const { taken, refused } = await concurrently(
      key,
      Array.from({ length: 50 }, () => 300),
    );
    expect([taken.length, refused.length]).toEqual([33, 17]);
    const audit = await balanceAudit(database.db, key);
    expect(audit).toMatchObject({ available: 100, pending: 0, total: 100, matured: 100, entries: 34 });
  });

  it('under any 50 concurrent debits: what went through fits, and each refused one did not fit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 3_000 }), { minLength: 50, maxLength: 50 }),
        async (start, amounts) => {
          const key = start > 0 ? await availableBalance(start) : await newBalance();
          const { taken, refused } = await concurrently(key, amounts);
          const audit = await balanceAudit(database.db, key);
          expect(audit.available).toBe(start - sum(taken));
          expect(audit.available).toBeGreaterThanOrEqual(0);
          // The balance only fell while they ran, so a refused debit is more than even the end left.
          for (const amount of refused) expect(amount).toBeGreaterThan(audit.available);
          expect(audit.available + audit.pending).toBe(audit.total);
          expect(audit.entries).toBe(taken.length + (start > 0 ? 1 : 0));
        },
      ),
      { numRuns: 5 },
    );
  }, 120_000);

  it('refuses more than is available with a localized error, and writes nothing', async () => {
    const key = await availableBalance(5_000);
    // Pending money (not yet available) does not count.
    await credit(key, 50_000, new Date(Date.now() + hourMs));
    const before = await balanceAudit(database.db, key);
    const refusal = await payout(key, 4_000, 2_000).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    const error = refusal as AppError;
    expect([error.code, error.status]).toEqual(['balance_insufficient', 422]);
    expect(errorMessage('en-US', error.code, error.params)).toBe(
      'The available balance is HKD 50.00: it cannot cover HKD 60.00.',
    );
    expect(errorMessage('zh-CN', error.code, error.params)).toBe('可用余额为 HKD 50.00，不足以支付 HKD 60.00。');
    expect(await balanceAudit(database.db, key)).toEqual(before);
    // Nothing is available before the first entry.
    const empty = await newBalance();
    await expect(payout(empty, 1)).rejects.toMatchObject({ code: 'balance_insufficient' });
    expect(await balanceAudit(database.db, empty)).toMatchObject({ entries: 0 });
  });

  it('counts money that became available since the last maturity, and takes its fee too', async () => {
    const key = await newBalance();
    // Available an hour and a minute ago, but not matured yet (the job hasn't run): still pending.
    await credit(key, 1_000, new Date(Date.now() - hourMs));
    await credit(key, 4_000, new Date(Date.now() - 60_000));
    expect(await balanceAudit(database.db, key)).toMatchObject({ available: 0, pending: 5_000 });
    await payout(key, 4_000, 1_000);
    expect(await balanceAudit(database.db, key)).toMatchObject({
      available: 0,
      pending: 0,
      total: 0,
      matured: 0,
    });
  });

  it('is for money out only', async () => {
    const key = await availableBalance(1_000);
    const topUp = database.db.transaction((tx) =>
      debitAvailable(tx, {
        ...key,
        type: 'settlement_cancel',
        source: { type: 'settlement', id: newId('stl'), amount: 100 },
        description: 'Not a debit',
      }),
    );
    await expect(topUp).rejects.toThrow('guarded debit takes money out');
  });
});
