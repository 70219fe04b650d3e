import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import {
  completeRefund,
  lockPaymentOf,
  loseDispute,
  releaseRefund,
  remainderOf,
  reserveRefund,
  withdrawForDispute,
} from './payment-amounts.service.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'payment-amounts@example.com');
});
afterAll(() => t.close());

/** Runs `change` on the locked payment in a transaction, and reads its amounts afterwards. */
const onLocked = async (
  id: string,
  change: (
    tx: Parameters<typeof lockPaymentOf>[0],
    payment: NonNullable<Awaited<ReturnType<typeof lockPaymentOf>>>,
  ) => Promise<unknown>,
) => {
  const outcome = await t.database.db
    .transaction(async (tx) => {
      const payment = await lockPaymentOf(tx, id);
      if (!payment) throw new Error(`no payment ${id}`);
      await change(tx, payment);
    })
    .then(
      () => 'done',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  const after = await t.database.db.transaction((tx) => lockPaymentOf(tx, id));
  if (!after) throw new Error(`no payment ${id}`);
  const { amountRefundPending, amountRefunded, amountDisputeLost, disputed } = after;
  return {
    outcome,
    amounts: { amountRefundPending, amountRefunded, amountDisputeLost, disputed },
    left: remainderOf(after),
  };
};

describe("the payment's money columns", () => {
  it('move refunds from reserved to refunded, or back', async () => {
    const id = await paidPayment(m, 10_000);
    expect((await onLocked(id, (tx, p) => reserveRefund(tx, p, 4_000))).left).toBe(6_000);
    expect((await onLocked(id, (tx, p) => completeRefund(tx, p, 1_000))).amounts).toMatchObject({
      amountRefundPending: 3_000,
      amountRefunded: 1_000,
    });
    const released = await onLocked(id, (tx, p) => releaseRefund(tx, p, 3_000));
    expect(released).toMatchObject({ amounts: { amountRefundPending: 0, amountRefunded: 1_000 }, left: 9_000 });
  });

  it('mark a disputed payment and keep a lost dispute off the remainder', async () => {
    const id = await paidPayment(m, 10_000);
    expect((await onLocked(id, (tx, p) => withdrawForDispute(tx, p, 10_000))).amounts.disputed).toBe(true);
    expect((await onLocked(id, (tx, p) => loseDispute(tx, p, 2_500))).left).toBe(7_500);
  });

  it('refuse a move that would overdraw the payment, changing nothing', async () => {
    const id = await paidPayment(m, 10_000);
    await onLocked(id, (tx, p) => reserveRefund(tx, p, 9_000));
    const overdrawn = await onLocked(id, (tx, p) => reserveRefund(tx, p, 1_001));
    expect(overdrawn.outcome).toMatch(/would be overdrawn/);
    expect(overdrawn).toMatchObject({ amounts: { amountRefundPending: 9_000 }, left: 1_000 });
    expect((await onLocked(id, (tx, p) => releaseRefund(tx, p, 9_001))).outcome).toMatch(/would be overdrawn/);
    expect((await onLocked(id, (tx, p) => loseDispute(tx, p, 1_001))).outcome).toMatch(/would be overdrawn/);
    const disputed = await onLocked(id, (tx, p) => withdrawForDispute(tx, p, 1_001));
    expect(disputed).toMatchObject({ outcome: expect.stringMatching(/exceeds/), amounts: { disputed: false } });
    expect((await onLocked(id, () => Promise.resolve())).left).toBe(1_000);
  });
});
