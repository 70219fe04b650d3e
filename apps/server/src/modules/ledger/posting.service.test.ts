import type { BalanceTransactionType } from '@paydeck/contract/payin-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { newId } from '../../lib/ids.ts';
import type { BalanceKey } from './ledger.repository.ts';
import { matureBalance } from './maturity.service.ts';
import { type Posting, postBalanceTransaction } from './posting.service.ts';

let database: TestDatabase;
let key: BalanceKey;
beforeAll(async () => {
  database = await createTestDatabase();
  key = { accountId: await ledgerAccount(database.db), livemode: true, currency: 'HKD' };
});
afterAll(() => database.destroy());

const posting = (type: BalanceTransactionType, source: Posting['source']['type'], extra: Partial<Posting> = {}) => ({
  ...key,
  type,
  source: { type: source, id: newId('src'), amount: 1_000 },
  description: `${type} test`,
  ...extra,
});

const dayMs = 86_400_000;

describe('postBalanceTransaction: any spec §3 movement', () => {
  it('signs each kind, charges its fees, and books payouts, settlements and their reversals', async () => {
    const cases: [BalanceTransactionType, Posting['source']['type'], number][] = [
      ['payout', 'payout', -1_000],
      ['settlement', 'settlement', -1_000],
      ['settlement_cancel', 'settlement', 1_000],
      ['settlement_failure', 'settlement', 1_000],
      ['refund_failure', 'refund', 1_000],
      ['dispute_resolved', 'dispute', 1_000],
    ];
    for (const [type, source, amount] of cases) {
      const row = await postBalanceTransaction(database.db, posting(type, source));
      expect({ type: row.type, sourceType: row.sourceType, amount: row.amount, net: row.net }).toEqual({
        type,
        sourceType: source,
        amount,
        net: amount,
      });
    }
    const withFee = await postBalanceTransaction(
      database.db,
      posting('settlement', 'settlement', {
        fees: [{ type: 'settlement_fee', amount: 2_000, description: 'Withdrawal fee HKD 20.00' }],
      }),
    );
    expect(withFee).toMatchObject({ amount: -1_000, feeTotal: 2_000, net: -3_000, sourceAmount: 1_000 });
  });

  it('takes an adjustment in the direction it is given, from any source', async () => {
    const credit = await postBalanceTransaction(database.db, posting('adjustment', 'payout', { direction: 'credit' }));
    const debit = await postBalanceTransaction(
      database.db,
      posting('adjustment', 'adjustment', { direction: 'debit' }),
    );
    expect([credit.net, debit.net]).toEqual([1_000, -1_000]);
  });

  it('refuses a posting that breaks its kind (a bug, so nothing is written)', async () => {
    const before = await balanceAudit(database.db, key);
    const refusals = [
      posting('payout', 'payment'),
      posting('adjustment', 'adjustment'),
      posting('refund', 'refund', { direction: 'credit' }),
      posting('payment', 'payment', { source: { type: 'payment', id: 'pay_x', amount: 0 } }),
      posting('payment', 'payment', { source: { type: 'payment', id: 'pay_x', amount: 1.5 } }),
      posting('payment', 'payment', { fees: [{ type: 'processing_fee', amount: -1, description: 'x' }] }),
    ];
    for (const refused of refusals) {
      await expect(postBalanceTransaction(database.db, refused)).rejects.toThrow();
    }
    expect(await balanceAudit(database.db, key)).toEqual(before);
  });

  it('dates availability by the kind: a payment after the settlement delay, money out at once', async () => {
    const payment = await postBalanceTransaction(database.db, posting('payment', 'payment'));
    const payout = await postBalanceTransaction(database.db, posting('payout', 'payout'));
    const given = new Date(Date.now() + 5 * dayMs);
    const adjusted = await postBalanceTransaction(
      database.db,
      posting('adjustment', 'adjustment', { direction: 'credit', availability: given }),
    );
    expect(payment.timeAvailable.getTime() - payment.timeCreated.getTime()).toBe(2 * dayMs);
    expect(payout.timeAvailable).toEqual(payout.timeCreated);
    expect(adjusted.timeAvailable).toEqual(given);
  });

  it('books an entry available by the last maturity into available, a later one into pending', async () => {
    await matureBalance(database.db, key);
    const credit = (availability: Date) =>
      postBalanceTransaction(database.db, posting('adjustment', 'adjustment', { direction: 'credit', availability }));
    const before = await balanceAudit(database.db, key);
    const old = await credit(new Date(Date.now() - dayMs));
    const afterOld = await balanceAudit(database.db, key);
    expect([afterOld.available - before.available, afterOld.pending - before.pending]).toEqual([old.net, 0]);
    const later = await credit(new Date(Date.now() + dayMs));
    const afterLater = await balanceAudit(database.db, key);
    expect([afterLater.available - afterOld.available, afterLater.pending - afterOld.pending]).toEqual([0, later.net]);
    expect(afterLater.available).toBe(afterLater.matured);
    expect(afterLater.available + afterLater.pending).toBe(afterLater.total);
  });
});
