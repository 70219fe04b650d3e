import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paidPayment, payinMerchant } from '../../test/payin.ts';
import { flatRows } from './flat-rows.ts';
import { payments } from './schema/payments.ts';

let t: TestApp;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = await payinMerchant(t, 'flat-rows@example.com');
  accountId = merchant.accountId;
  // One paid (times, amounts and JSON set) and one just created (nulls where it has no value yet).
  await paidPayment(merchant, 12_345);
  const created = await merchant.api.POST('/api/payments', {
    body: { payment_method: 'fps_hk', amount: 500, currency: 'HKD' },
  });
  if (!created.data) throw new Error('payment creation failed');
});
afterAll(() => t.close());

describe('flatRows', () => {
  it("maps a prepared select's rows exactly as Drizzle does", async () => {
    const db = t.database.db;
    const select = (name: string) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.accountId, sql.placeholder('accountId')))
        .orderBy(desc(payments.timeCreated))
        .prepare(name);
    const drizzles = await select('flat_rows_drizzle').execute({ accountId });
    const flat = await flatRows(select('flat_rows_flat')).execute({ accountId });
    expect(drizzles).toHaveLength(2);
    expect(flat).toEqual(drizzles);
    expect(flat[1]?.timeCreated).toBeInstanceOf(Date);
  });

  it("maps an update's returned rows exactly as Drizzle does", async () => {
    const db = t.database.db;
    const update = (name: string) =>
      db
        .update(payments)
        .set({ description: sql`description` })
        .where(eq(payments.accountId, sql.placeholder('accountId')))
        .returning()
        .prepare(name);
    const drizzles = await update('flat_rows_update_drizzle').execute({ accountId });
    const flat = await flatRows(update('flat_rows_update_flat')).execute({ accountId });
    expect(drizzles).toHaveLength(2);
    expect(flat).toEqual(drizzles);
  });

  it('maps SQL fields through their decoders', async () => {
    const db = t.database.db;
    const counted = await flatRows(
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number), label: sql<string>`'all'` })
        .from(payments)
        .where(eq(payments.accountId, sql.placeholder('accountId')))
        .prepare('flat_rows_count'),
    ).execute({ accountId });
    expect(counted).toEqual([{ n: 2, label: 'all' }]);
  });

  it('refuses a select it cannot map flat', () => {
    const db = t.database.db;
    const nested = db
      .select({ payment: { id: payments.id } })
      .from(payments)
      .prepare('flat_rows_nested');
    expect(() => flatRows(nested)).toThrow(/flat fields/);
  });
});
