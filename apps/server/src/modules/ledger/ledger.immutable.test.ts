import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'ledger-immutable@example.com');
});
afterAll(() => t.close());

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
const refusalOf = async (statement: PromiseLike<unknown>): Promise<string> => {
  const error: unknown = await Promise.resolve(statement).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) return 'not refused';
  return error.cause instanceof Error ? error.cause.message : error.message;
};

const entryOfPayment = async (paymentId: string) => {
  const [row] = await t.database.db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.sourceId, paymentId));
  if (!row) throw new Error(`no ledger entry for ${paymentId}`);
  return row;
};

describe('the ledger (balance_transactions) is insert-only in the database', () => {
  it('refuses to update an entry, and the entry stays as it was', async () => {
    const entry = await entryOfPayment(await paidPayment(m, 10_000));
    const update = t.database.db
      .update(balanceTransactions)
      .set({ amount: 1, net: 1 })
      .where(eq(balanceTransactions.id, entry.id));
    expect(await refusalOf(update)).toContain('balance_transactions is insert-only: UPDATE');
    expect(await entryOfPayment(entry.sourceId)).toEqual(entry);
  });

  it('refuses to delete an entry, and the entry is still there', async () => {
    const entry = await entryOfPayment(await paidPayment(m, 20_000));
    const remove = t.database.db.delete(balanceTransactions).where(eq(balanceTransactions.id, entry.id));
    expect(await refusalOf(remove)).toContain('balance_transactions is insert-only: DELETE');
    expect(await entryOfPayment(entry.sourceId)).toEqual(entry);
  });

  it("lets only the demo reset's own transaction delete (never update), and only while it runs", async () => {
    const entry = await entryOfPayment(await paidPayment(m, 30_000));
    const updateWhileErasing = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('paydeck.erase_ledger', 'on', true)`);
      await tx.update(balanceTransactions).set({ amount: 1 }).where(eq(balanceTransactions.id, entry.id));
    });
    expect(await refusalOf(updateWhileErasing)).toContain('insert-only: UPDATE');
    // The setting ended with that transaction: a later delete is refused again.
    const remove = t.database.db.delete(balanceTransactions).where(eq(balanceTransactions.id, entry.id));
    expect(await refusalOf(remove)).toContain('insert-only: DELETE');
    expect(await entryOfPayment(entry.sourceId)).toEqual(entry);
  });
});
