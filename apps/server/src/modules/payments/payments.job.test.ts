import { hasPermission } from '@paydeck/contract/permissions';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { startTestWorker } from '../../../test/boss.ts';
import { testMailer, testSecretBox } from '../../../test/context.ts';
import { ledgerAccount } from '../../../test/ledger.ts';
import { appLinkFor } from '../../context.ts';
import { type Scope, systemScope } from '../../core/scope.ts';
import { events } from '../../db/schema/events.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { gatewayFor } from './gateway.ts';
import { createPayment } from './payments.service.ts';

let worker: Awaited<ReturnType<typeof startTestWorker>>;
beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(() => worker.stop());

const chargeQueue = 'test.charge';

describe('a background job acting on an account', () => {
  it('creates a payment through a system scope alone, exactly as the API would', async () => {
    const { database, boss } = worker;
    const db = database.db;
    const ctx = {
      db,
      mailer: testMailer(db),
      secretBox: testSecretBox(),
      appLink: appLinkFor(testConfig),
      gatewayFor,
      logger: pino({ level: 'silent' }),
    };
    const accountId = await ledgerAccount(db);
    const scopes: Scope[] = [];
    await boss.createQueue(chargeQueue);
    await boss.work<{ accountId: string }>(chargeQueue, async ([job]) => {
      if (!job) return;
      const scope = await systemScope(db, job.data.accountId, false, chargeQueue);
      scopes.push(scope);
      await createPayment(ctx, scope, {
        payment_method: 'alipay_cn',
        currency: 'CNY',
        amount: 1_200,
        reference: 'renewal-7',
      });
    });
    await boss.send(chargeQueue, { accountId });

    const deadline = Date.now() + 10_000;
    let created = await db.select().from(events).where(eq(events.accountId, accountId));
    while (created.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      created = await db.select().from(events).where(eq(events.accountId, accountId));
    }
    expect(created.map((event) => [event.type, event.livemode])).toEqual([['payment.created', false]]);
    expect(created[0]?.data).toMatchObject({ object: 'payment', amount: 1_200, reference: 'renewal-7' });
    expect(scopes[0]?.actor).toEqual({ type: 'system', job: chargeQueue });
  });

  it('carries the forced-off rules of a disabled account, and refuses an unknown one', async () => {
    const db = worker.database.db;
    const accountId = await ledgerAccount(db);
    await db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, accountId));
    const scope = await systemScope(db, accountId, false, 'test.disabled');
    expect(hasPermission(scope.account.grant, 'list_payments')).toBe(true);
    expect(hasPermission(scope.account.grant, 'add_refund')).toBe(false);
    await expect(systemScope(db, 'acct_missing', false, 'test.missing')).rejects.toThrow(/not found/);
  });
});
