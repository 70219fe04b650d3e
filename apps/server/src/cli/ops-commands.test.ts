import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { ledgerAccount } from '../../test/ledger.ts';
import { insertPayout } from '../../test/payouts.ts';
import { queryRows } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { balanceTransactions } from '../db/schema/ledger.ts';
import { accounts, merchants } from '../db/schema/merchants.ts';
import { messages } from '../db/schema/messages.ts';
import { payments } from '../db/schema/payments.ts';
import { payouts } from '../db/schema/payouts.ts';
import { mandates } from '../db/schema/recurring.ts';
import { settlements } from '../db/schema/settlements.ts';
import { statisticsBuckets } from '../db/schema/statistics.ts';
import { newId } from '../lib/ids.ts';
import { rateAt } from '../modules/ledger/exchange-rates.service.ts';
import { seedDemo } from '../seed/demo.ts';
import { opsUsage, runOps } from './ops-commands.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);

/**
 * The entry points as an operator runs them: each CLI run starts Node, compiles the server and
 * opens PGlite (5 to 10 s), so the command line is proven once, and every command then runs
 * in process on the suite's database.
 */
describe('npm run ops and npm run seed from the command line', () => {
  it('seed a new data directory, migrate it, answer and exit with the command’s code', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'paydeck-ops-cli-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYDECK_PUBLIC_URL: 'https://dash.example.com/',
    };
    const cli = (script: string, args: string[] = []) =>
      exec(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env });
    try {
      expect((await cli('src/cli/seed.ts')).stdout).toContain('seeded');
      expect((await cli('src/cli/ops.ts', ['admin-login-link', 'demo@paydeck.dev'])).stdout).toMatch(
        /^https:\/\/dash\.example\.com\/admin\/login\?token=[\w-]{43}\n$/,
      );
      await expect(cli('src/cli/ops.ts', ['admin-login-link', 'nobody@example.com'])).rejects.toMatchObject({
        code: 1,
        stderr: 'User does not exist\n',
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('operator commands', () => {
  let database: TestDatabase;
  const publicUrl = process.env.PAYDECK_PUBLIC_URL;
  beforeAll(async () => {
    process.env.PAYDECK_PUBLIC_URL = 'https://dash.example.com/merchant/';
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (publicUrl === undefined) delete process.env.PAYDECK_PUBLIC_URL;
    else process.env.PAYDECK_PUBLIC_URL = publicUrl;
    await database.destroy();
  });
  // The command closes what it opened; the suite's database outlives it.
  const ops = (...argv: string[]) => runOps(argv, async () => ({ db: database.db, close: async () => {} }));
  const read = async () => ({
    accounts: await database.db.select().from(accounts),
    merchants: await database.db.select().from(merchants),
  });

  it('print admin sign-in links; activate, deactivate, disable with a freeze, enable; close and open a merchant; notify a live payment', async () => {
    // Usage errors are refused before the database is opened.
    expect(await ops('disable-account', 'acct_x')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('disable-account needs --freeze-days N'),
    });
    expect(await ops('deactivate-account')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('deactivate-account needs an account id'),
    });

    expect(await ops('unknown-command')).toMatchObject({ code: 2 });
    expect(await ops('activate-account', 'acct_x', '--force')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--force'"),
    });

    await seedDemo(database.db, { reset: false, appLink: (page) => `https://dash.example.com/${page}` });
    expect((await ops('admin-login-link', 'demo@paydeck.dev')).stdout).toMatch(
      /^https:\/\/dash\.example\.com\/merchant\/admin\/login\?token=[\w-]{43}\n$/,
    );
    expect(await ops('admin-login-link', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'User does not exist\n',
    });
    const seeded = await read();
    const byName = (name: string) => {
      const row = seeded.accounts.find((a) => a.name === name);
      if (!row) throw new Error(`${name} missing`);
      return row;
    };
    const [sg, hk, archive] = [byName('Harbour Lane SG'), byName('Harbour Lane HK'), byName('Harbour Lane Archive')];
    const merchant = seeded.merchants[0];
    if (!merchant) throw new Error('demo merchant missing');

    expect((await ops('activate-account', sg.id)).stdout).toBe(
      `Account ${sg.id} (Harbour Lane SG): inactivated → activated\n`,
    );
    expect((await ops('deactivate-account', hk.id)).stdout).toBe(
      `Account ${hk.id} (Harbour Lane HK): activated → inactivated\n`,
    );
    expect((await ops('disable-account', hk.id, '--freeze-days', '45')).stdout).toMatch(
      new RegExp(
        `^Account ${hk.id} \\(Harbour Lane HK\\): normal → disabled\\n  disabled at \\S+, withdrawals available after \\S+, total freeze 45 days\\n$`,
      ),
    );
    expect((await ops('enable-account', archive.id)).stdout).toMatch(
      new RegExp(
        `^Account ${archive.id} \\(Harbour Lane Archive\\): disabled → normal \\(was disabled at \\S+, freeze cleared\\)\\n$`,
      ),
    );
    expect((await ops('disable-merchant', merchant.id)).stdout).toBe(
      `Merchant ${merchant.id} (Harbour Lane Trading Ltd): normal → disabled (4 accounts closed)\n`,
    );
    expect((await ops('enable-merchant', merchant.id)).stdout).toBe(
      `Merchant ${merchant.id} (Harbour Lane Trading Ltd): disabled → normal (4 accounts open again)\n`,
    );

    const after = await read();
    const now = (id: string) => after.accounts.find((a) => a.id === id);
    expect(now(sg.id)?.activation).toBe('activated');
    const frozen = now(hk.id);
    expect(frozen).toMatchObject({ activation: 'inactivated', status: 'disabled', freezeDays: 45 });
    expect(Math.abs((frozen?.timeDisabled?.getTime() ?? 0) - Date.now())).toBeLessThan(5 * 60_000);
    expect((frozen?.timeWithdrawalsAvailable?.getTime() ?? 0) - (frozen?.timeDisabled?.getTime() ?? 0)).toBe(
      45 * 24 * 60 * 60 * 1000,
    );
    expect(now(archive.id)).toMatchObject({
      status: 'normal',
      timeDisabled: null,
      freezeDays: null,
      timeWithdrawalsAvailable: null,
    });
    expect(after.merchants[0]?.status).toBe('normal');

    // The live gateway's stand-in: usage first (no database), then a seeded payment made live.
    expect(await ops('gateway-notify', 'pay_x', 'over_paid')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('gateway-notify over_paid needs --amount N, whole minor units'),
    });
    expect(await ops('gateway-notify', 'pay_x', 'paid', '--amount', '5')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('gateway-notify takes --amount with under_paid and over_paid only'),
    });
    const [open] = await database.db
      .update(payments)
      .set({ livemode: true })
      .where(eq(payments.reference, 'HL-1009'))
      .returning();
    const paymentId = open?.id ?? '';
    expect(await ops('gateway-notify', paymentId, 'over_paid', '--amount', '9007199254740991')).toMatchObject({
      code: 1,
      stderr: 'The amount can be at most HKD 100000000.00.\n',
    });
    expect((await ops('gateway-notify', paymentId, 'over_paid', '--amount', '10000')).stdout).toBe(
      `Payment ${paymentId} (live, HKD 99.00): created → over_paid, HKD 100.00 paid\n`,
    );
    const entries = await database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.paymentId, paymentId));
    expect(entries.map((entry) => [entry.type, entry.livemode, entry.amount])).toEqual([['payment', true, 10_000]]);

    // Unknown ids: a clear message and exit code 1.
    expect(await ops('activate-account', 'acct_nope')).toMatchObject({
      code: 1,
      stderr: 'Account acct_nope does not exist\n',
    });
    expect(await ops('disable-merchant', 'mch_nope')).toMatchObject({
      code: 1,
      stderr: 'Merchant mch_nope does not exist\n',
    });
  });

  it('announce to every account, a merchant or one account in both languages; tell an account it was disabled or enabled', async () => {
    const texts = ['--title-en', 'Fees', '--content-en', 'New fees', '--title-zh', '费率', '--content-zh', '新费率'];
    expect(await ops('announce', '--title-en', 'Fees')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('announce needs --title-zh'),
    });
    expect(await ops('announce', ...texts, '--merchant', 'mer_x', '--account', 'acct_x')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not both'),
    });
    expect(await ops('announce', ...texts, '--account', 'acct_missing')).toMatchObject({
      code: 1,
      stderr: 'Account acct_missing does not exist\n',
    });
    const all = await database.db.select().from(accounts);
    const [first] = all;
    if (!first) throw new Error('no accounts seeded');
    const posted = async (title: string) =>
      (await database.db.select().from(messages)).filter((m) => m.title['en-US'] === title);

    expect((await ops('announce', ...texts)).stdout).toBe(`Announcement posted to ${all.length} accounts.\n`);
    expect((await posted('Fees')).map((m) => m.accountId).sort()).toEqual(all.map((a) => a.id).sort());
    expect((await posted('Fees'))[0]).toMatchObject({
      title: { 'en-US': 'Fees', 'zh-CN': '费率' },
      content: { 'en-US': 'New fees', 'zh-CN': '新费率' },
      status: 'unread',
    });
    const one = ['--title-en', 'Just you', '--content-en', 'Hi', '--title-zh', '只给你', '--content-zh', '你好'];
    expect((await ops('announce', ...one, '--account', first.id)).stdout).toBe('Announcement posted to 1 account.\n');
    expect((await posted('Just you')).map((m) => m.accountId)).toEqual([first.id]);
    const ofMerchant = all.filter((a) => a.merchantId === first.merchantId);
    const many = ['--title-en', 'Merchant', '--content-en', 'M', '--title-zh', '商户', '--content-zh', 'M'];
    expect((await ops('announce', ...many, '--merchant', first.merchantId)).code).toBe(0);
    expect((await posted('Merchant')).length).toBe(ofMerchant.length);

    // The first test disabled Harbour Lane HK and enabled Harbour Lane Archive: each was told so.
    const byName = (name: string) => all.find((a) => a.name === name)?.id;
    const hk = (await posted('Your account was disabled')).find((m) => m.accountId === byName('Harbour Lane HK'));
    expect(hk?.content['en-US']).toMatch(
      /^Harbour Lane HK was disabled at .+ Withdrawals are available after .+ \(total freeze 45 days\)/,
    );
    expect(hk?.title['zh-CN']).toBe('您的账户已被停用');
    expect((await posted('Your account is enabled again')).map((m) => m.accountId)).toEqual([
      byName('Harbour Lane Archive'),
    ]);
  });

  it("move a pending withdrawal as the provider's bank answers: paid, or canceled / failed with amount and fee back", async () => {
    const [account] = await database.db.select().from(accounts).limit(1);
    const pending = async () => {
      const [row] = await database.db
        .insert(settlements)
        .values({
          accountId: account?.id ?? '',
          id: newId('stl'),
          livemode: true,
          currency: 'HKD',
          amount: 100_000,
          fee: 15_625,
          feeExchangeRate: '7.8125',
          status: 'pending',
          description: 'Ops test',
          arrivalDate: '2030-01-02',
          bankAccountId: 'ba_ops',
          bankAccount: {
            id: 'ba_ops',
            bank_name: 'HSBC',
            swift_code: 'HSBCHKHHHKH',
            bank_country: 'HK',
            account_number: '004-1',
            beneficiary_name: 'OPS LTD',
            currency: 'HKD',
          },
        })
        .returning();
      return row?.id ?? '';
    };
    expect(await ops('settlement-paid')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('settlement-paid needs a settlement id'),
    });
    expect(await ops('settlement-paid', 'stl_x', '--reason', 'no')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('settlement-paid takes no --reason'),
    });
    const paid = await pending();
    expect((await ops('settlement-paid', paid)).stdout).toBe(`Settlement ${paid} is paid.\n`);
    expect(await ops('settlement-cancel', paid)).toMatchObject({
      code: 1,
      stderr: 'This settlement is already paid: only a pending one can move.\n',
    });
    const failed = await pending();
    expect((await ops('settlement-fail', failed, '--reason', 'Account closed')).stdout).toBe(
      `Settlement ${failed} is failed.\n`,
    );
    const [row] = await database.db.select().from(settlements).where(eq(settlements.id, failed));
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'Account closed' });
    const returned = await database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.sourceId, failed));
    expect(returned.map((entry) => [entry.type, entry.amount, entry.net])).toEqual([
      ['settlement_failure', 115_625, 115_625],
    ]);
    expect(await ops('settlement-cancel', 'stl_nope')).toMatchObject({ code: 1, stderr: 'Settlement not found.\n' });
  });

  it('succeed or fail a live payout for the processor; a failure returns amount and fee', async () => {
    const [account] = await database.db.select().from(accounts).limit(1);
    const accountId = account?.id ?? '';
    const t = { database };
    expect(await ops('payout-succeeded')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('payout-succeeded needs a payout id'),
    });
    expect(await ops('payout-succeeded', 'po_x', '--reason', 'no')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('payout-succeeded takes no --reason or --failure-code'),
    });
    const paid = await insertPayout(t, accountId, true);
    expect((await ops('payout-succeeded', paid)).stdout).toBe(`Payout ${paid} is succeeded.\n`);
    expect(await ops('payout-fail', paid)).toMatchObject({
      code: 1,
      stderr: 'This payout is already succeeded: only a pending payout can move.\n',
    });
    const failed = await insertPayout(t, accountId, true);
    const done = await ops('payout-fail', failed, '--failure-code', 'account_closed', '--reason', 'Wallet closed');
    expect(done.stdout).toBe(`Payout ${failed} is failed.\n`);
    const [row] = await database.db.select().from(payouts).where(eq(payouts.id, failed));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'account_closed', failureMessage: 'Wallet closed' });
    const returned = await database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.sourceId, failed));
    expect(returned.map((entry) => [entry.type, entry.net])).toEqual([['adjustment', 10_220]]);
    expect(await ops('payout-fail', 'po_nope')).toMatchObject({ code: 1, stderr: 'Payout not found.\n' });

    // The provider's per-account verification threshold.
    expect(await ops('payout-threshold', accountId, 'lots')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('payout-threshold takes a positive USD amount such as 1000.00 (not lots)'),
    });
    expect((await ops('payout-threshold', accountId, '250.00')).stdout).toBe(
      `Account ${accountId} (${account?.name}): payouts from USD 250.00 wait for verification (was USD 1000.00)\n`,
    );
    const [updated] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(updated?.payoutVerificationThresholdUsd).toBe(25_000);
  });

  it('move a live mandate as the processor says: the customer is signing, signed or declined', async () => {
    expect(await ops('mandate-notify', 'mdt_x', 'signed')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('mandate-notify takes pending, succeeded, failed (not signed)'),
    });
    expect(await ops('mandate-notify', 'mdt_nope', 'succeeded')).toMatchObject({
      code: 1,
      stderr: 'The mandate does not exist.\n',
    });
    const accountId = await ledgerAccount(database.db);
    const customerId = newId('cus');
    await database.db
      .insert(customers)
      .values({ accountId, id: customerId, livemode: true, firstName: 'Ops', lastName: 'Test' });
    const [mandate] = await database.db
      .insert(mandates)
      .values({
        accountId,
        id: newId('mdt'),
        livemode: true,
        customerId,
        method: 'alipay_hk',
        status: 'created',
        signingToken: 'mdk_ops',
      })
      .returning();
    const id = mandate?.id ?? '';
    expect((await ops('mandate-notify', id, 'succeeded')).stdout).toBe(`Mandate ${id} (live): created → succeeded\n`);
    expect(await ops('mandate-notify', id, 'failed')).toMatchObject({
      code: 1,
      stderr: 'This mandate is succeeded and can no longer be signed.\n',
    });
    const [signed] = await database.db.select().from(mandates).where(eq(mandates.id, id));
    expect(signed?.timeSigned).toEqual(expect.any(Date));
  });

  it('set an exchange rate from a time on, checked before the database opens, and list the rates in effect', async () => {
    const refused = async (argv: string[], message: string) =>
      expect(await ops(...argv)).toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
    await refused(['set-rate', 'HKD', 'USD'], 'set-rate needs <BASE> <QUOTE> <RATE>');
    await refused(['set-rate', 'HKD', 'XYZ', '0.1'], 'set-rate takes the currencies USD, EUR, GBP, HKD, CNY');
    await refused(['set-rate', 'HKD', 'hkd', '1'], 'set-rate needs two different currencies');
    for (const rate of ['0', '0.000', '0,128', '1e3', '.5', '0.1234567890123']) {
      await refused(['set-rate', 'HKD', 'USD', rate], `set-rate needs a rate above zero written as a decimal`);
    }
    await refused(['set-rate', 'HKD', 'USD', '0.13', '--effective', 'tomorrow'], '--effective takes an ISO 8601 time');
    for (const time of ['2030-02-30T00:00:00Z', '2030-13-01', '01/02/2030']) {
      await refused(['set-rate', 'HKD', 'USD', '0.13', '--effective', time], '--effective takes an ISO 8601 time');
    }
    expect(opsUsage).toContain('set-rate <BASE> <QUOTE> <RATE> [--effective <ISO time>]');

    // From a later time on: movements before it keep the seeded rate.
    expect(await ops('set-rate', 'hkd', 'usd', '0.13', '--effective', '2030-01-01T08:00:00+08:00')).toEqual({
      code: 0,
      stdout: 'Rate HKD → USD: 1 HKD = 0.13 USD from 2030-01-01T00:00:00.000Z (before: 0.128)\n',
      stderr: '',
    });
    expect(await rateAt(database.db, 'HKD', 'USD')).toBe('0.128');
    expect(await rateAt(database.db, 'HKD', 'USD', new Date('2030-01-01T00:00:00Z'))).toBe('0.13');
    // A rate once set is never changed: the same pair and time again is refused.
    await refused(
      ['set-rate', 'HKD', 'USD', '0.2', '--effective', '2030-01-01T00:00:00Z'],
      'HKD → USD already has a rate from 2030-01-01T00:00:00.000Z: rates are never changed',
    );
    expect(await rateAt(database.db, 'HKD', 'USD', new Date('2030-01-01T00:00:00Z'))).toBe('0.13');
    // From now on by default; pairs without a rate of their own cross through the new one.
    const set = await ops('set-rate', 'SGD', 'USD', '0.75');
    expect(set.stdout).toMatch(/^Rate SGD → USD: 1 SGD = 0\.75 USD from \S+Z \(before: 0\.74\)\n$/);
    expect(await rateAt(database.db, 'SGD', 'USD')).toBe('0.75');
    expect(await rateAt(database.db, 'SGD', 'HKD')).toBe('5.859375');

    const listed = await ops('rates');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    // The 26 seeded pairs (every currency to and from USD), each once, with the rate in effect now.
    expect(lines).toHaveLength(26);
    expect(lines).toContain('HKD → USD  0.128  since the start');
    expect(lines.find((line) => line.startsWith('SGD → USD'))).toMatch(/^SGD → USD {2}0\.75 {2}since \S+Z$/);
  });

  it('rebuild the statistics of one account or every account; the demo seed leaves them built', async () => {
    await seedDemo(database.db, { reset: false, appLink: (page) => `https://dash.example.com/${page}` });
    const hk = (await read()).accounts.find((a) => a.name === 'Harbour Lane HK');
    if (!hk) throw new Error('Harbour Lane HK missing');
    const volume = async () => {
      const [row] = await queryRows<{ buckets: number; volume: number }>(
        database.db,
        sql`select count(*)::int as buckets, coalesce(sum(payment_amount), 0)::float8 as volume from ${statisticsBuckets}
          where account_id = ${hk.id} and livemode and payment_count > 0`,
      );
      return row;
    };
    // The seeded live history, its inserted part as much as what went through the services.
    expect((await volume())?.buckets).toBeGreaterThan(10);
    expect(await ops('statistics-rebuild', '--account', 'acct_missing')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Account acct_missing does not exist\n',
    });
    expect((await ops('statistics-rebuild', '--account', hk.id)).stdout).toMatch(
      new RegExp(`^Statistics rebuilt for account ${hk.id}: \\d+ buckets\\.\\n$`),
    );
    // Payments an earlier test moved without a worker running count now too.
    const [paid] = await queryRows<{ volume: number }>(
      database.db,
      sql`select sum(amount_paid)::float8 as volume from ${payments}
        where account_id = ${hk.id} and livemode and time_paid is not null`,
    );
    const rebuilt = await volume();
    expect(rebuilt?.volume).toBe(paid?.volume);
    expect((await ops('statistics-rebuild')).stdout).toMatch(/^Statistics rebuilt for every account: \d+ buckets\.\n$/);
    expect(await volume()).toEqual(rebuilt);
  });
});
