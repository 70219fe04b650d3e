import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signUpMerchant } from '../../test/merchants.ts';
import { queryRows } from './client.ts';
import { epochSeconds, minorText, newestFirstBatches, newestFirstPage, rawFields } from './paging.ts';
import { customers } from './schema/customers.ts';
import { accounts } from './schema/merchants.ts';

let t: TestApp;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ accountId } = await signUpMerchant(t, 'paging@example.com', 'Paging Ltd'));
  // 250 customers over 25 microsecond-apart instants inside one millisecond (which a JS Date
  // can't tell apart), 10 per instant (so the id breaks ties), and 3 in live mode.
  await t.database.db.execute(sql`
    insert into customers (id, account_id, livemode, first_name, last_name, time_created)
    select 'cus_' || lpad(n::text, 4, '0'), ${accountId}, n > 250, 'Ada', 'Lovelace',
           timestamptz '2026-11-01 00:00:00.000100+00' + (n % 25) * interval '1 microsecond'
    from generate_series(1, 253) as n`);
});
afterAll(() => t.close());

const inTestMode = () => and(eq(customers.accountId, accountId), eq(customers.livemode, false));
const everyId = async () =>
  (
    await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from customers where account_id = ${accountId} and not livemode order by time_created desc, id desc`,
    )
  ).map((row) => row.id);

describe('list paging', () => {
  it('pages newest first with ties broken by id, and counts them all', async () => {
    const db = t.database.db;
    const page = (n: number) =>
      newestFirstPage(db, db.select().from(customers).$dynamic(), customers, inTestMode(), { page: n, per_page: 100 });
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.total)).toEqual([250, 250, 250]);
    expect(pages.map((p) => p.rows.length)).toEqual([100, 100, 50]);
    expect(pages.flatMap((p) => p.rows.map((row) => row.id))).toEqual(await everyId());
  });

  it('reads every row once, in order, a batch at a time, however close their times', async () => {
    const db = t.database.db;
    const batches = [];
    for await (const rows of newestFirstBatches<{ id: string }>(
      db,
      () =>
        db
          .select(rawFields({ id: customers.id }))
          .from(customers)
          .$dynamic(),
      customers,
      inTestMode(),
      60,
    ))
      batches.push(rows.map((row) => row.id));
    expect(batches.map((rows) => rows.length)).toEqual([60, 60, 60, 60, 10]);
    expect(batches.flat()).toEqual(await everyId());
  });

  it('reads raw rows keyed by field, joins included, past the first batch', async () => {
    const db = t.database.db;
    const select = () =>
      db
        .select(
          rawFields({
            id: customers.id,
            account_name: accounts.name,
            time_created: epochSeconds(customers.timeCreated),
            amount: minorText(sql`(-1234)::bigint`),
          }),
        )
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .$dynamic();
    const rows = [];
    for await (const batch of newestFirstBatches<Record<string, unknown> & { id: string }>(
      db,
      select,
      customers,
      inTestMode(),
      100,
    ))
      rows.push(...batch);
    expect(rows.map((row) => row.id)).toEqual(await everyId());
    // 2026-11-01 00:00:00.0001…+00: whole seconds, the microseconds cut; money as exact digits.
    expect(rows[0]).toEqual({
      id: rows[0]?.id,
      account_name: expect.any(String),
      time_created: 1793491200,
      amount: '-1234',
    });
  });

  it('ends after a last full batch, and yields nothing for no rows', async () => {
    const db = t.database.db;
    const select = () =>
      db
        .select(rawFields({ id: customers.id }))
        .from(customers)
        .$dynamic();
    const sizes = [];
    for await (const rows of newestFirstBatches(db, select, customers, inTestMode(), 125)) sizes.push(rows.length);
    expect(sizes).toEqual([125, 125]);
    const none = [];
    for await (const rows of newestFirstBatches(db, select, customers, eq(customers.accountId, 'acct_none')))
      none.push(rows);
    expect(none).toEqual([]);
  });
});
