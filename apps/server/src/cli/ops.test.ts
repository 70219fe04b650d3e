import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { balanceTransactions } from '../db/schema/ledger.ts';
import { accounts, merchants } from '../db/schema/merchants.ts';
import { payments } from '../db/schema/payments.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);

/**
 * Every operator command against one seeded data directory: each CLI run opens PGlite on it
 * (about 5 s), so the commands share one test and one directory.
 */
describe('npm run ops', () => {
  it('prints admin sign-in links; activates, deactivates, disables with a freeze, enables; closes and opens a merchant; notifies a live payment', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'paydeck-ops-accounts-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYDECK_PUBLIC_URL: 'https://dash.example.com/merchant/',
    };
    const cli = (script: string, args: string[] = []) =>
      exec(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env });
    const ops = (...args: string[]) => cli('src/cli/ops.ts', args);
    // The CLI and this test can't hold the directory at once: open, read, close.
    const read = async () => {
      const database = await openPglite(path.join(dataDir, 'pglite'));
      try {
        return {
          accounts: await database.db.select().from(accounts),
          merchants: await database.db.select().from(merchants),
        };
      } finally {
        await database.close();
      }
    };
    try {
      // Usage errors are refused before the database is opened.
      await expect(ops('disable-account', 'acct_x')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('disable-account needs --freeze-days N'),
      });
      await expect(ops('deactivate-account')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('deactivate-account needs an account id'),
      });

      await expect(ops('unknown-command')).rejects.toMatchObject({ code: 2 });

      expect((await cli('src/cli/seed.ts')).stdout).toContain('seeded');
      expect((await ops('admin-login-link', 'demo@paydeck.dev')).stdout).toMatch(
        /^https:\/\/dash\.example\.com\/merchant\/admin\/login\?token=[\w-]{43}\n$/,
      );
      await expect(ops('admin-login-link', 'nobody@example.com')).rejects.toMatchObject({
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
        `Merchant ${merchant.id} (Harbour Lane Trading Ltd): normal → disabled (3 accounts closed)\n`,
      );
      expect((await ops('enable-merchant', merchant.id)).stdout).toBe(
        `Merchant ${merchant.id} (Harbour Lane Trading Ltd): disabled → normal (3 accounts open again)\n`,
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
      await expect(ops('gateway-notify', 'pay_x', 'over_paid')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('gateway-notify over_paid needs --amount N, whole minor units'),
      });
      await expect(ops('gateway-notify', 'pay_x', 'paid', '--amount', '5')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('gateway-notify takes --amount with under_paid and over_paid only'),
      });
      const database = await openPglite(path.join(dataDir, 'pglite'));
      let paymentId = '';
      try {
        const [open] = await database.db
          .update(payments)
          .set({ livemode: true })
          .where(eq(payments.reference, 'HL-1009'))
          .returning();
        paymentId = open?.id ?? '';
      } finally {
        await database.close();
      }
      await expect(ops('gateway-notify', paymentId, 'over_paid', '--amount', '9007199254740991')).rejects.toMatchObject(
        {
          code: 1,
          stderr: 'The amount can be at most HKD 100000000.00.\n',
        },
      );
      expect((await ops('gateway-notify', paymentId, 'over_paid', '--amount', '10000')).stdout).toBe(
        `Payment ${paymentId} (live, HKD 99.00): created → over_paid, HKD 100.00 paid\n`,
      );
      const ledger = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const entries = await ledger.db
          .select()
          .from(balanceTransactions)
          .where(eq(balanceTransactions.paymentId, paymentId));
        expect(entries.map((entry) => [entry.type, entry.livemode, entry.amount])).toEqual([['payment', true, 10_000]]);
      } finally {
        await ledger.close();
      }

      // Unknown ids: a clear message and exit code 1.
      await expect(ops('activate-account', 'acct_nope')).rejects.toMatchObject({
        code: 1,
        stderr: 'Account acct_nope does not exist\n',
      });
      await expect(ops('disable-merchant', 'mch_nope')).rejects.toMatchObject({
        code: 1,
        stderr: 'Merchant mch_nope does not exist\n',
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
