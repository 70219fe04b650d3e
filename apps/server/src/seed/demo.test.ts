import { builtInRoles } from '@paydeck/contract';
import type { Currency } from '@paydeck/contract/currencies';
import { convertMinor } from '@paydeck/contract/exchange-rates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { appLinkFor } from '../context.ts';
import { recordOperation } from '../core/operation-log.ts';
import { customers } from '../db/schema/customers.ts';
import { apiKeys } from '../db/schema/developers.ts';
import { events } from '../db/schema/events.ts';
import { users } from '../db/schema/identity.ts';
import { balances, balanceTransactions } from '../db/schema/ledger.ts';
import { accountMembers, accounts, invitations, merchants } from '../db/schema/merchants.ts';
import { messages } from '../db/schema/messages.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { accountPaymentMethods } from '../db/schema/payment-methods.ts';
import { disputes, payments, refunds } from '../db/schema/payments.ts';
import { payerIdentityDocuments, payouts } from '../db/schema/payouts.ts';
import { mandates, subscriptions } from '../db/schema/recurring.ts';
import { bankAccounts, settlements } from '../db/schema/settlements.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { dayMs } from '../lib/time.ts';
import { recordLogin } from '../modules/identity/login-histories.repository.ts';
import { insertSession } from '../modules/identity/sessions.repository.ts';
import { issueUserToken } from '../modules/identity/user-tokens.repository.ts';
import { rateAt } from '../modules/ledger/exchange-rates.service.ts';
import { insertInvitation } from '../modules/team/invitations.repository.ts';
import {
  demoDisabledAccount,
  demoInvitee,
  demoMember,
  demoOwner,
  demoTeam,
  isEmptyInstallation,
  seedDemo,
} from './demo.ts';
import { demoPayoutsAccount, demoPayoutsUser } from './demo-payouts-account.ts';

const appLink = appLinkFor({ publicUrl: 'https://paydeck.test/', basePath: '/', port: 3000 });
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const snapshot = async () => {
  const db = database.db;
  return {
    users: (await db.select().from(users)).sort((a, b) => a.email.localeCompare(b.email)),
    merchants: await db.select().from(merchants),
    accounts: (await db.select().from(accounts)).sort((a, b) => a.name.localeCompare(b.name)),
    members: (await db.select().from(accountMembers)).sort((a, b) =>
      `${a.accountId}/${a.userId}`.localeCompare(`${b.accountId}/${b.userId}`),
    ),
    messages: (await db.select().from(messages)).sort((a, b) => a.title['en-US'].localeCompare(b.title['en-US'])),
    invitations: await db.select().from(invitations),
    operations: await db.select().from(operationLogs),
    apiKeys: (await db.select().from(apiKeys)).sort((a, b) => a.id.localeCompare(b.id)),
    paymentMethods: (await db.select().from(accountPaymentMethods)).sort((a, b) => a.method.localeCompare(b.method)),
    ledger: (await db.select().from(balanceTransactions)).sort((a, b) => a.id.localeCompare(b.id)),
  };
};

describe('seedDemo', () => {
  it('seeds a demo merchant: four accounts (one disabled, one for payouts only), a team with several roles, an invitation, a log', async () => {
    expect(await isEmptyInstallation(database.db)).toBe(true);
    expect(await seedDemo(database.db, { appLink })).toBe('seeded');
    expect(await isEmptyInstallation(database.db)).toBe(false);

    const s = await snapshot();
    expect(s.users.map((u) => u.email)).toEqual(
      [demoOwner.email, ...demoTeam.map((m) => m.email), demoPayoutsUser.email].sort(),
    );
    expect(s.merchants).toHaveLength(1);
    const owner = s.users.find((u) => u.email === demoOwner.email);
    expect(s.merchants[0]?.ownerUserId).toBe(owner?.id);

    expect(s.accounts.map((a) => [a.name, a.activation, a.status])).toEqual([
      [demoDisabledAccount.name, 'activated', 'disabled'],
      ['Harbour Lane HK', 'activated', 'normal'],
      [demoPayoutsAccount.name, 'activated', 'normal'],
      ['Harbour Lane SG', 'inactivated', 'normal'],
    ]);
    expect(s.accounts.every((a) => a.merchantId === s.merchants[0]?.id && a.id.startsWith('acct_'))).toBe(true);
    const archive = s.accounts[0];
    expect(archive?.freezeDays).toBe(90);
    expect((archive?.timeWithdrawalsAvailable?.getTime() ?? 0) - (archive?.timeDisabled?.getTime() ?? 0)).toBe(
      90 * 24 * 60 * 60 * 1000,
    );

    // The owner holds the owner role on every account; the team narrower built-in roles on the live one only.
    const live = s.accounts.find((a) => a.name === 'Harbour Lane HK');
    const rolesOf = (userId: string | undefined) => s.members.filter((m) => m.userId === userId);
    expect(rolesOf(owner?.id).map((m) => m.roles)).toEqual([['owner'], ['owner'], ['owner'], ['owner']]);
    for (const member of demoTeam) {
      const user = s.users.find((u) => u.email === member.email);
      expect(rolesOf(user?.id)).toEqual([expect.objectContaining({ accountId: live?.id, roles: [...member.roles] })]);
      for (const role of member.roles) expect(builtInRoles).toContain(role);
    }
    expect(new Set(demoTeam.flatMap((m) => m.roles)).size).toBeGreaterThanOrEqual(4);

    // The payouts account: payouts only, HKD and USD, its one finance user (no 2FA) a member of it alone,
    // and a live HKD balance that opened with HKD 30,000.00 ten days ago.
    const payoutsAccount = s.accounts.find((a) => a.name === demoPayoutsAccount.name);
    expect(payoutsAccount).toMatchObject({
      country: 'HK',
      timeZone: 'Asia/Hong_Kong',
      businessTypes: ['payout'],
      defaultSettlementCurrency: 'HKD',
      settlementCurrencies: ['HKD', 'USD'],
    });
    const payoutsUser = s.users.find((u) => u.email === demoPayoutsUser.email);
    expect(payoutsUser?.mfaSecret).toBeNull();
    expect(rolesOf(payoutsUser?.id)).toEqual([
      expect.objectContaining({ accountId: payoutsAccount?.id, roles: [...demoPayoutsUser.roles] }),
    ]);
    const opening = s.ledger.filter((entry) => entry.accountId === payoutsAccount?.id);
    expect(opening).toEqual([
      expect.objectContaining({
        livemode: true,
        currency: 'HKD',
        type: 'adjustment',
        net: demoPayoutsAccount.openingHkd,
        description: 'Opening balance moved from Harbour Lane HK',
      }),
    ]);
    const openedDaysAgo = (Date.now() - (opening[0]?.timeCreated.getTime() ?? 0)) / dayMs;
    expect(Math.round(openedDaysAgo)).toBe(10);
    expect(demoTeam.map((m) => m.email)).toContain(demoMember.email);

    expect(s.invitations).toEqual([
      expect.objectContaining({ accountId: live?.id, email: demoInvitee.email, status: 'inviting' }),
    ]);
    expect((s.invitations[0]?.timeExpired.getTime() ?? 0) > Date.now()).toBe(true);
    expect(s.operations.length).toBeGreaterThan(3);
    expect(s.operations.every((o) => o.accountId === live?.id)).toBe(true);
    expect(s.operations.filter((o) => o.refused)).toHaveLength(1);

    // Its developer made key pairs in both modes and rolled the test secret (the old one has run out),
    // and live mode has three methods turned off.
    expect(s.apiKeys.every((k) => k.accountId === live?.id)).toBe(true);
    const working = s.apiKeys.filter((k) => !k.timeExpired || k.timeExpired.getTime() > Date.now());
    expect(working.map((k) => `${k.livemode ? 'live' : 'test'} ${k.type}`).sort()).toEqual([
      'live publishable',
      'live secret',
      'test publishable',
      'test secret',
    ]);
    expect(s.apiKeys.filter((k) => k.timeRolled)).toHaveLength(1);
    expect(
      s.apiKeys.every((k) => (k.type === 'secret' ? k.publishableKey === null : /^pk_/.test(k.publishableKey ?? ''))),
    ).toBe(true);
    expect(s.paymentMethods.map((m) => [m.method, m.livemode, m.status])).toEqual([
      ['blik_pl', true, 'disable'],
      ['boleto_br', true, 'disable'],
      ['oxxo_mx', true, 'disable'],
    ]);
    const developer = s.users.find((u) => u.email === 'developer@paydeck.dev');
    const devOps = s.operations.filter((o) => o.operatorUserId === developer?.id);
    expect(devOps.map((o) => `${o.action} ${o.sourceType}`).sort()).toEqual([
      'created apiKey',
      'created apiKey',
      'updated apiKey',
      'updated paymentMethod',
      'updated paymentMethod',
      'updated paymentMethod',
    ]);

    // The live account has announcements for the header bell: two unread, one read.
    expect(s.messages.every((m) => m.accountId === live?.id)).toBe(true);
    expect(s.messages.map((m) => m.status).sort()).toEqual(['read', 'unread', 'unread']);
  });

  it('stores argon2id password hashes that verify against the printed demo passwords', async () => {
    const s = await snapshot();
    const others = [...demoTeam, demoPayoutsUser].map((m) => ({ email: m.email, password: demoOwner.password }));
    for (const demo of [demoOwner, ...others]) {
      const user = s.users.find((u) => u.email === demo.email);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', demo.password)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', `${demo.password}x`)).toBe(false);
    }
  });

  it('dates each ledger entry when its money moved: money in available after the settlement delay, out at once', async () => {
    const db = database.db;
    const { ledger, accounts: seeded } = await snapshot();
    const [paid, refunded, disputed] = await Promise.all([
      db.select().from(payments).where(eq(payments.livemode, false)),
      db.select().from(refunds).where(eq(refunds.livemode, false)),
      db.select().from(disputes).where(eq(disputes.livemode, false)),
    ]);
    const movedAt = new Map<string, Date | null>([
      ...paid.map((p) => [p.id, p.timePaid] as const),
      ...refunded.map((r) => [r.id, r.timeCreated] as const),
      ...disputed.map((d) => [d.id, d.timeCreated] as const),
    ]);
    const payin = new Set(['payment', 'refund', 'dispute']);
    const testLedger = ledger.filter((entry) => !entry.livemode && payin.has(entry.sourceType));
    // The one-off payments' entries (subscription charges are checked with their subscriptions).
    const sourceOf = new Map(paid.map((p) => [p.id, p.sourceType]));
    const oneOff = testLedger.filter((entry) => sourceOf.get(entry.paymentId ?? '') === 'regular');
    expect(oneOff.map((entry) => entry.type).sort()).toEqual([
      'dispute',
      'payment',
      'payment',
      'payment',
      'payment',
      'payment',
      'refund',
    ]);
    for (const entry of testLedger) {
      const delayDays = seeded.find((account) => account.id === entry.accountId)?.settlementDelayDays ?? Number.NaN;
      expect(entry.timeCreated).toEqual(movedAt.get(entry.sourceId));
      const delay = entry.type === 'payment' ? delayDays * dayMs : 0;
      expect(entry.timeAvailable.getTime() - entry.timeCreated.getTime()).toBe(delay);
    }
    // The back-dated history has both settled (available) and still pending entries.
    const now = Date.now();
    expect(testLedger.some((entry) => entry.timeAvailable.getTime() <= now)).toBe(true);
    expect(testLedger.some((entry) => entry.timeAvailable.getTime() > now)).toBe(true);
  });

  it('gives the HK account payouts in every state, in both modes, each with its ledger entries', async () => {
    const db = database.db;
    const [rows, entries, documents] = await Promise.all([
      db.select().from(payouts),
      db.select().from(balanceTransactions).where(eq(balanceTransactions.sourceType, 'payout')),
      db.select().from(payerIdentityDocuments),
    ]);
    for (const livemode of [true, false]) {
      expect([...new Set(rows.filter((p) => p.livemode === livemode).map((p) => p.status))].sort()).toEqual([
        'canceled',
        'failed',
        'pending',
        'succeeded',
        'waiting_action',
      ]);
    }
    // Amount and fee leave the balance at creation; a canceled or failed one gets both back.
    for (const payout of rows) {
      const own = entries.filter((entry) => entry.sourceId === payout.id);
      const returned = payout.status === 'canceled' || payout.status === 'failed';
      expect(own.map((entry) => entry.type)).toEqual(returned ? ['payout', 'adjustment'] : ['payout']);
      expect(own.reduce((sum, entry) => sum + entry.net, 0)).toBe(returned ? 0 : -(payout.amount + payout.fee));
      expect(own[0]?.timeCreated).toEqual(payout.timeCreated);
    }
    // The waiting payouts' payer has crossed HKD 8,000: it has its identity document.
    expect(documents).toHaveLength(2);
  });

  it('gives the HK account mandates and subscriptions in each status, in both modes, billed period by period', async () => {
    const db = database.db;
    const [mandateRows, subscriptionRows, charges] = await Promise.all([
      db.select().from(mandates),
      db.select().from(subscriptions),
      db.select().from(payments).where(eq(payments.sourceType, 'subscription')),
    ]);
    for (const livemode of [true, false]) {
      const statuses = (rows: { livemode: boolean; status: string }[]) =>
        [...new Set(rows.filter((row) => row.livemode === livemode).map((row) => row.status))].sort();
      expect(statuses(mandateRows)).toEqual(['canceled', 'created', 'failed', 'pending', 'succeeded']);
      expect(statuses(subscriptionRows)).toEqual(['active', 'canceled', 'completed', 'incomplete', 'trialing']);
    }
    for (const subscription of subscriptionRows) {
      const own = charges.filter((charge) => charge.sourceId === subscription.id);
      // Every paid charge is a completed period; each charge is dated when it fell due, in order.
      expect(own.filter((charge) => charge.status === 'paid')).toHaveLength(subscription.intervalCompleted);
      expect(own.every((charge) => charge.timeCreated <= new Date())).toBe(true);
      if (subscription.status === 'completed') expect(subscription.intervalCompleted).toBe(subscription.intervalCount);
      if (subscription.status === 'incomplete') {
        expect(own.map((charge) => charge.failureCode)).toEqual([
          'insufficient_funds',
          'insufficient_funds',
          'insufficient_funds',
        ]);
      }
    }
    const clocked = subscriptionRows.filter((row) => row.testClockTime !== null);
    expect(clocked.map((row) => [row.livemode, row.status])).toEqual([[false, 'trialing']]);
  });

  it('gives the live account months of history whose amounts, ledger and events agree', async () => {
    const db = database.db;
    const live = (await snapshot()).accounts.find((a) => a.name === 'Harbour Lane HK');
    const inLive = <T extends { accountId: string; livemode: boolean }>(rows: T[]) =>
      rows.filter((row) => row.accountId === live?.id && row.livemode);
    const [paid, refunded, disputed, entries, balanceRows, eventRows, customerRows] = await Promise.all([
      db.select().from(payments).then(inLive),
      db.select().from(refunds).then(inLive),
      db.select().from(disputes).then(inLive),
      db.select().from(balanceTransactions).then(inLive),
      db.select().from(balances).then(inLive),
      db.select().from(events).then(inLive),
      db.select().from(customers).then(inLive),
    ]);
    // Months of payments in several methods, currencies and statuses, many for known customers.
    const ages = paid.map((p) => (Date.now() - p.timeCreated.getTime()) / dayMs);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(new Set(paid.map((p) => p.method)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(paid.map((p) => p.currency)).size).toBeGreaterThanOrEqual(4);
    expect([...new Set(paid.map((p) => p.status))].sort()).toEqual(
      expect.arrayContaining(['canceled', 'created', 'expired', 'failed', 'paid', 'under_paid']),
    );
    expect(customerRows.length).toBeGreaterThanOrEqual(10);
    expect(paid.filter((p) => p.customerId).length).toBeGreaterThan(paid.length / 3);
    expect(refunded.length).toBeGreaterThanOrEqual(4);
    expect(disputed.map((d) => d.status).sort()).toEqual(['accepted', 'lost', 'needs_response', 'under_review']);

    // The account settles in HKD and USD: payments in the other currencies are converted into its
    // default, HKD, at the seeded rates (crossed through USD), fees line by line.
    expect(live).toMatchObject({ defaultSettlementCurrency: 'HKD', settlementCurrencies: ['HKD', 'USD'] });
    for (const entry of entries) {
      expect(live?.settlementCurrencies).toContain(entry.currency);
      if (entry.sourceCurrency === entry.currency) {
        expect(entry.exchangeRate).toBe('1');
        expect(Math.abs(entry.amount)).toBe(entry.sourceAmount);
        continue;
      }
      expect(entry.currency).toBe('HKD');
      const convert = (minor: number) =>
        convertMinor(minor, entry.sourceCurrency as Currency, 'HKD', entry.exchangeRate);
      expect(entry.exchangeRate).toBe(await rateAt(db, entry.sourceCurrency, 'HKD', entry.timeCreated));
      expect(Math.abs(entry.amount)).toBe(convert(entry.sourceAmount));
      expect(entry.feeTotal).toBe(entry.feeDetails.reduce((sum, fee) => sum + fee.amount, 0));
      expect(entry.net).toBe(entry.amount - entry.feeTotal);
    }
    const converted = new Set(entries.filter((e) => e.sourceCurrency !== e.currency).map((e) => e.sourceCurrency));
    expect(converted.size).toBeGreaterThanOrEqual(3);
    // Each balance is the sum of its entries; money older than the settlement delay is available.
    expect(balanceRows.map((b) => b.currency)).toEqual(['HKD']);
    for (const balance of balanceRows) {
      const own = entries.filter((e) => e.currency === balance.currency);
      expect(balance.available + balance.pending).toBe(own.reduce((sum, e) => sum + e.net, 0));
    }
    expect(balanceRows.find((b) => b.currency === 'HKD')?.available).toBeGreaterThan(0);
    // Each money movement has its one entry, dated when it happened.
    const entryOf = (type: string, sourceId: string) =>
      entries.filter((e) => e.type === type && e.sourceId === sourceId);
    for (const payment of paid) {
      const received = entryOf('payment', payment.id);
      expect(received).toHaveLength(payment.amountPaid > 0 ? 1 : 0);
      if (payment.amountPaid > 0) {
        expect(received[0]?.sourceAmount).toBe(payment.amountPaid);
        expect(received[0]?.timeCreated).toEqual(payment.timePaid);
      }
      const refundedAmount = refunded.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + r.amount, 0);
      expect(payment.amountRefunded).toBe(refundedAmount);
    }
    for (const refund of refunded) {
      expect(refund.status).toBe('refunded');
      expect(entryOf('refund', refund.id).map((e) => e.sourceAmount)).toEqual([refund.amount]);
    }
    for (const dispute of disputed) expect(entryOf('dispute', dispute.id)).toHaveLength(1);
    // Every object's events: created when it was, and the last one names its status now.
    const eventsOf = (id: string) =>
      eventRows.filter((e) => e.objectId === id).sort((a, b) => a.timeCreated.getTime() - b.timeCreated.getTime());
    for (const object of [...paid, ...refunded, ...disputed]) {
      const own = eventsOf(object.id);
      expect(own[0]?.timeCreated).toEqual(object.timeCreated);
      expect((own.at(-1)?.data as { status?: string } | undefined)?.status).toBe(object.status);
    }
    expect(eventsOf(paid.find((p) => p.status === 'paid')?.id ?? '').map((e) => e.type)).toEqual([
      'payment.created',
      'payment.pending',
      'payment.succeeded',
    ]);
  });

  it('does nothing when the demo merchant is already there', async () => {
    const before = await snapshot();
    expect(await seedDemo(database.db, { appLink })).toBe('already-seeded');
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds the demo merchant with new ids on reset, leaving other merchants alone', async () => {
    const before = await snapshot();
    await database.db.insert(users).values({ id: 'usr_other', email: 'other@example.com', passwordHash: 'x' });
    await database.db
      .insert(merchants)
      .values({ id: 'mch_other', name: 'Other', ownerUserId: 'usr_other', country: 'SG' });

    // The demo owner has signed in, been invited elsewhere… the reset still goes through.
    const demoOwnerRow = before.users.find((u) => u.email === demoOwner.email);
    const demoAccount = before.accounts[0];
    if (!demoOwnerRow || !demoAccount) throw new Error('demo data missing');
    await insertSession(database.db, {
      userId: demoOwnerRow.id,
      remember: false,
      admin: false,
      ip: '127.0.0.1',
      userAgent: '',
      selectedAccountId: demoAccount.id,
    });
    await recordLogin(database.db, { userId: demoOwnerRow.id, outcome: 'success', ip: '127.0.0.1', userAgent: '' });
    await issueUserToken(database.db, { purpose: 'password_reset', userId: demoOwnerRow.id });
    // …added a bank account and withdrawn to it…
    await database.db.insert(bankAccounts).values({
      accountId: demoAccount.id,
      id: 'ba_demo',
      bankName: 'HSBC',
      bankAddress: '1 Queens Road Central',
      swiftCode: 'HSBCHKHHHKH',
      bankCountry: 'HK',
      additionalInformation: '004',
      accountNumber: '004-1',
      beneficiaryName: 'HARBOUR LANE TRADING LTD',
      beneficiaryAddress: '8 Finance Street',
      beneficiaryCountry: 'HK',
      currency: 'HKD',
      isDefault: true,
    });
    await database.db.insert(settlements).values({
      accountId: demoAccount.id,
      id: 'stl_demo',
      livemode: true,
      currency: 'HKD',
      amount: 100,
      fee: 15_625,
      feeExchangeRate: '7.8125',
      status: 'pending',
      description: 'Demo',
      arrivalDate: '2030-01-02',
      bankAccountId: 'ba_demo',
      bankAccount: {
        id: 'ba_demo',
        bank_name: 'HSBC',
        swift_code: 'HSBCHKHHHKH',
        bank_country: 'HK',
        account_number: '004-1',
        beneficiary_name: 'HARBOUR LANE TRADING LTD',
        currency: 'HKD',
      },
    });
    await insertInvitation(database.db, {
      accountId: demoAccount.id,
      email: 'invitee@example.com',
      roles: ['analyst'],
      invitedByUserId: demoOwnerRow.id,
    });
    // …and acted in another merchant's account, where someone else acted on the demo too.
    await database.db.insert(accounts).values({
      id: 'acct_other',
      merchantId: 'mch_other',
      name: 'Other SG',
      country: 'SG',
      businessTypes: ['payin'],
      settlementCurrencies: ['USD'],
    });
    await database.db.insert(accountMembers).values([
      { accountId: 'acct_other', userId: 'usr_other', roles: ['owner'] },
      { accountId: 'acct_other', userId: demoOwnerRow.id, roles: ['administrator'] },
      { accountId: demoAccount.id, userId: 'usr_other', roles: ['analyst'] },
    ]);
    await insertInvitation(database.db, {
      accountId: 'acct_other',
      email: 'friend@example.com',
      roles: ['analyst'],
      invitedByUserId: demoOwnerRow.id,
    });
    const operator = (userId: string, email: string) => ({ userId, email, admin: false, ip: '127.0.0.1' });
    const entry = { action: 'invited', sourceType: 'member', sourceId: null, description: 'x' } as const;
    await recordOperation(
      database.db,
      operator(demoOwnerRow.id, demoOwner.email),
      { id: 'acct_other', name: 'Other SG' },
      entry,
    );
    await recordOperation(database.db, operator('usr_other', 'other@example.com'), demoAccount, entry);
    await recordOperation(
      database.db,
      operator('usr_other', 'other@example.com'),
      { id: 'acct_other', name: 'Other SG' },
      entry,
    );

    expect(await seedDemo(database.db, { reset: true, appLink })).toBe('seeded');
    const after = await snapshot();
    const demoOnly = <T extends { id: string }>(rows: T[]) => rows.filter((r) => !r.id.endsWith('_other'));
    expect(demoOnly(after.users)).toHaveLength(before.users.length);
    expect(demoOnly(after.merchants)).toHaveLength(before.merchants.length);
    expect(demoOnly(after.accounts)).toHaveLength(before.accounts.length);
    expect(after.members.filter((m) => m.accountId !== 'acct_other')).toHaveLength(before.members.length);
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.invitations).toHaveLength(before.invitations.length);
    expect(after.apiKeys).toHaveLength(before.apiKeys.length);
    expect(after.paymentMethods).toHaveLength(before.paymentMethods.length);
    expect(await database.db.select().from(bankAccounts)).toEqual([]);
    expect(await database.db.select().from(settlements)).toEqual([]);
    // The demo's ledger entries were erased with it (the only delete the insert-only trigger allows) and rebuilt.
    expect(after.ledger).toHaveLength(before.ledger.length);
    expect(after.ledger.filter((entry) => before.ledger.some((old) => old.id === entry.id))).toEqual([]);
    // The other merchant keeps its owner's own row; the demo's rows were rebuilt.
    expect(after.operations.filter((o) => o.accountId === 'acct_other').map((o) => o.operatorUserId)).toEqual([
      'usr_other',
    ]);
    expect(after.operations.filter((o) => o.accountId !== 'acct_other')).toHaveLength(before.operations.length);

    const oldIds = new Set([...before.users, ...before.merchants, ...before.accounts].map((r) => r.id));
    for (const row of [...demoOnly(after.users), ...demoOnly(after.merchants), ...demoOnly(after.accounts)]) {
      expect(oldIds.has(row.id)).toBe(false);
    }
    expect(await database.db.select().from(merchants).where(eq(merchants.id, 'mch_other'))).toHaveLength(1);
  });
});
