import type { BuiltInRole } from '@paydeck/contract/roles';
import { eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database, Transaction } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { apiKeys } from '../db/schema/developers.ts';
import { eventDeliveries, events } from '../db/schema/events.ts';
import { dataExports } from '../db/schema/exports.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { loginHistories, mfaRecoveryCodes, sessions, users, userTokens } from '../db/schema/identity.ts';
import { balances } from '../db/schema/ledger.ts';
import { accountMembers, accounts, invitations, merchants } from '../db/schema/merchants.ts';
import { messages } from '../db/schema/messages.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { accountPaymentMethods } from '../db/schema/payment-methods.ts';
import { disputes, payments, refunds } from '../db/schema/payments.ts';
import { payees, payerIdentityDocuments, payers, payoutMethods, payouts } from '../db/schema/payouts.ts';
import { mandates, subscriptions } from '../db/schema/recurring.ts';
import { bankAccounts, settlements } from '../db/schema/settlements.ts';
import { statisticsAppliedEvents, statisticsBuckets, statisticsDays } from '../db/schema/statistics.ts';
import { files } from '../db/schema/system.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { dayMs } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { eraseLedgerOfAccounts } from '../modules/ledger/ledger.repository.ts';
import { recountStatistics } from '../modules/statistics/statistics-rebuild.service.ts';
import { insertDemoLiveHistory, liveHistoryDays } from './demo-live.ts';
import { insertDemoMerchantApi } from './demo-merchant-api.ts';
import { insertDemoPayin } from './demo-payin.ts';
import { insertDemoPayouts } from './demo-payouts.ts';
import { demoPayoutsUser, insertDemoPayoutsAccount } from './demo-payouts-account.ts';
import { insertDemoRecurring } from './demo-recurring.ts';

/** The demo sign-ins printed at start. Demo data only: never use these on a real deployment. */
export const demoOwner = { email: 'demo@paydeck.dev', password: 'Paydeck#2026' } as const;
export const demoMember = { email: 'finance@paydeck.dev', password: 'Paydeck#2026' } as const;
/** The rest of the HK account's team, each holding other roles (same demo password). */
export const demoTeam = [
  { email: demoMember.email, roles: ['finance'], language: 'en-US', timeZone: 'Asia/Singapore' },
  { email: 'developer@paydeck.dev', roles: ['developer'], language: 'en-US', timeZone: 'Asia/Hong_Kong' },
  { email: 'support@paydeck.dev', roles: ['support', 'analyst'], language: 'zh-CN', timeZone: 'Asia/Shanghai' },
] as const satisfies readonly { email: string; roles: readonly BuiltInRole[]; language: string; timeZone: string }[];
export const demoInvitee = { email: 'newhire@paydeck.dev', roles: ['analyst'] } as const;
/** A disabled account, so the disabled banner and forced-off buttons can be seen. */
export const demoDisabledAccount = { name: 'Harbour Lane Archive', freezeDays: 90 } as const;
const demoEmails = [demoOwner.email, ...demoTeam.map((member) => member.email), demoPayoutsUser.email];

export type SeedOutcome = 'seeded' | 'already-seeded';

const findDemoMerchant = async (db: Database | Transaction) => {
  const [row] = await db
    .select({ merchantId: merchants.id })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(users.email, demoOwner.email));
  return row?.merchantId;
};

/** Deletes the demo merchant and everything under it, children first. Later areas add their tables here. */
const deleteDemo = async (tx: Transaction) => {
  const merchantId = await findDemoMerchant(tx);
  const userIds = (await tx.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails))).map(
    (u) => u.id,
  );
  // The demo's own log rows: its accounts', and whatever its users did elsewhere.
  const accountIds = merchantId
    ? (await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.merchantId, merchantId))).map((a) => a.id)
    : [];
  if (accountIds.length || userIds.length) {
    await tx
      .delete(operationLogs)
      .where(or(inArray(operationLogs.accountId, accountIds), inArray(operationLogs.operatorUserId, userIds)));
  }
  if (merchantId) {
    if (accountIds.length) {
      // Children before parents: deliveries point at events, refunds and disputes at payments. The ledger is insert-only
      // (a database trigger); the demo's own entries are erased only here, by saying so.
      await eraseLedgerOfAccounts(tx, accountIds);
      const demoPayers = tx.select({ id: payers.id }).from(payers).where(inArray(payers.accountId, accountIds));
      await tx.delete(payerIdentityDocuments).where(inArray(payerIdentityDocuments.payerId, demoPayers));
      for (const table of [
        statisticsBuckets,
        statisticsDays,
        statisticsAppliedEvents,
        eventDeliveries,
        events,
        dataExports,
        payouts,
        payoutMethods,
        payees,
        payers,
        disputes,
        refunds,
        balances,
        payments,
        subscriptions,
        mandates,
        customers,
        files,
        settlements,
        bankAccounts,
      ]) {
        await tx.delete(table).where(inArray(table.accountId, accountIds));
      }
      for (const table of [apiKeys, accountPaymentMethods, idempotencyKeys]) {
        await tx.delete(table).where(inArray(table.accountId, accountIds));
      }
      await tx.delete(messages).where(inArray(messages.accountId, accountIds));
      await tx.delete(invitations).where(inArray(invitations.accountId, accountIds));
      await tx.delete(accountMembers).where(inArray(accountMembers.accountId, accountIds));
    }
    await tx.delete(accounts).where(eq(accounts.merchantId, merchantId));
    await tx.delete(merchants).where(eq(merchants.id, merchantId));
  }
  if (userIds.length) {
    await tx.delete(invitations).where(inArray(invitations.invitedByUserId, userIds));
    for (const table of [sessions, userTokens, loginHistories, mfaRecoveryCodes])
      await tx.delete(table).where(inArray(table.userId, userIds));
    await tx.delete(accountMembers).where(inArray(accountMembers.userId, userIds));
    await tx.delete(users).where(inArray(users.id, userIds));
  }
};

/** The HK account's activity log: how its team came together, and one refused attempt. */
const insertDemoOperations = async (
  tx: Transaction,
  demo: { ownerId: string; liveAccountId: string; team: { id: string; email: string }[]; invitationId: string },
) => {
  const [finance, developer, support] = demo.team;
  if (!finance || !developer || !support) return;
  const owner = { operatorUserId: demo.ownerId, operatorEmail: demoOwner.email };
  const account = { accountId: demo.liveAccountId, accountName: 'Harbour Lane HK', ip: '203.0.113.10' };
  const at = (days: number) => new Date(Date.now() - days * dayMs);
  await tx.insert(operationLogs).values([
    {
      ...owner,
      ...account,
      id: newId('op'),
      action: 'invited',
      sourceType: 'member',
      sourceId: finance.id,
      description: `${finance.email} (finance)`,
      timeCreated: at(40),
    },
    {
      ...owner,
      ...account,
      id: newId('op'),
      action: 'invited',
      sourceType: 'member',
      sourceId: developer.id,
      description: `${developer.email} (developer)`,
      timeCreated: at(21),
    },
    {
      ...owner,
      ...account,
      id: newId('op'),
      action: 'invited',
      sourceType: 'member',
      sourceId: support.id,
      description: `${support.email} (support)`,
      timeCreated: at(14),
    },
    {
      ...owner,
      ...account,
      id: newId('op'),
      action: 'updatedRoles',
      sourceType: 'member',
      sourceId: support.id,
      description: `${support.email}: support → support, analyst`,
      timeCreated: at(10),
    },
    {
      ...account,
      operatorUserId: support.id,
      operatorEmail: support.email,
      id: newId('op'),
      action: 'invited',
      sourceType: 'member',
      sourceId: null,
      description: 'POST /v1/invite',
      refused: true,
      ip: '198.51.100.24',
      timeCreated: at(6),
    },
    {
      ...owner,
      ...account,
      id: newId('op'),
      action: 'invited',
      sourceType: 'member',
      sourceId: demo.invitationId,
      description: `${demoInvitee.email} (analyst)`,
      timeCreated: at(2),
    },
  ]);
};

const insertDemo = async (tx: Transaction, links: Pick<AppContext, 'appLink'>) => {
  // One hash serves every demo user: they share the demo password.
  const passwordHash = await hashPassword(demoOwner.password);
  const ownerId = newId('usr');
  const team = demoTeam.map((member) => ({ ...member, id: newId('usr') }));
  await tx.insert(users).values([
    {
      id: ownerId,
      email: demoOwner.email,
      passwordHash,
      language: 'default',
      timeZone: 'Asia/Hong_Kong',
      emailConfirmedAt: new Date(),
    },
    ...team.map((member) => ({
      id: member.id,
      email: member.email,
      passwordHash,
      language: member.language,
      timeZone: member.timeZone,
      emailConfirmedAt: new Date(),
    })),
  ]);
  const merchantId = newId('mch');
  await tx
    .insert(merchants)
    .values({ id: merchantId, name: 'Harbour Lane Trading Ltd', ownerUserId: ownerId, country: 'HK' });
  const liveAccountId = newId('acct');
  const newAccountId = newId('acct');
  const archiveAccountId = newId('acct');
  const disabledAt = new Date(Date.now() - 12 * dayMs);
  // Distinct creation times keep "the first account" (a new session's default) the HK one.
  const createdAt = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs);
  await tx.insert(accounts).values([
    {
      id: liveAccountId,
      merchantId,
      name: 'Harbour Lane HK',
      country: 'HK',
      timeZone: 'Asia/Hong_Kong',
      businessTypes: ['payin', 'payout', 'recurring'],
      defaultSettlementCurrency: 'HKD',
      settlementCurrencies: ['HKD', 'USD'],
      activation: 'activated',
      timeCreated: createdAt(400),
    },
    {
      id: newAccountId,
      merchantId,
      name: 'Harbour Lane SG',
      country: 'SG',
      timeZone: 'Asia/Singapore',
      businessTypes: ['payin'],
      defaultSettlementCurrency: 'USD',
      settlementCurrencies: ['USD'],
      activation: 'inactivated',
      timeCreated: createdAt(30),
    },
    {
      id: archiveAccountId,
      merchantId,
      name: demoDisabledAccount.name,
      country: 'HK',
      timeZone: 'Asia/Hong_Kong',
      businessTypes: ['payin', 'payout'],
      defaultSettlementCurrency: 'HKD',
      settlementCurrencies: ['HKD'],
      activation: 'activated',
      status: 'disabled',
      timeDisabled: disabledAt,
      freezeDays: demoDisabledAccount.freezeDays,
      timeWithdrawalsAvailable: new Date(disabledAt.getTime() + demoDisabledAccount.freezeDays * dayMs),
      timeCreated: createdAt(300),
    },
  ]);
  await tx
    .insert(accountMembers)
    .values([
      { accountId: liveAccountId, userId: ownerId, roles: ['owner'] },
      { accountId: newAccountId, userId: ownerId, roles: ['owner'] },
      { accountId: archiveAccountId, userId: ownerId, roles: ['owner'] },
      ...team.map((member) => ({ accountId: liveAccountId, userId: member.id, roles: [...member.roles] })),
    ]);
  const invitationId = newId('inv');
  await tx.insert(invitations).values({
    accountId: liveAccountId,
    id: invitationId,
    email: demoInvitee.email,
    roles: [...demoInvitee.roles],
    // Nobody holds this token: the demo invitation is there to be seen, resent or deleted.
    tokenHash: hashToken(newToken()),
    invitedByUserId: ownerId,
    timeCreated: new Date(Date.now() - 2 * dayMs),
    timeExpired: new Date(Date.now() + 5 * dayMs),
  });
  await insertDemoOperations(tx, { ownerId, liveAccountId, team, invitationId });
  const developer = team.find((member) => member.roles.some((role) => role === 'developer'));
  if (developer) {
    await insertDemoMerchantApi(
      tx,
      { accountId: liveAccountId, accountName: 'Harbour Lane HK', ip: '203.0.113.10' },
      { operatorUserId: developer.id, operatorEmail: developer.email },
    );
  }
  await insertDemoPayin(tx, liveAccountId);
  await insertDemoLiveHistory(tx, liveAccountId, links);
  for (const livemode of [true, false]) await insertDemoRecurring(tx, liveAccountId, livemode, links);
  await insertDemoPayouts(tx, liveAccountId);
  await insertDemoPayoutsAccount(tx, { merchantId, ownerId, passwordHash });
  // Much of the history is inserted rather than recorded as events: its statistics are a recount.
  for (const { id } of await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.merchantId, merchantId))) {
    await recountStatistics(tx, id);
  }
  const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
  await tx.insert(messages).values([
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: { 'en-US': 'FPS payouts now settle in minutes', 'zh-CN': 'FPS 代付现在几分钟内到账' },
      content: {
        'en-US':
          'Payouts to Hong Kong bank accounts through FPS now arrive within minutes, around the clock. ' +
          'No change is needed on your side; payouts created through the API or the dashboard use FPS automatically.',
        'zh-CN':
          '通过 FPS 向香港银行账户的代付现在全天候几分钟内到账。您无需做任何改动；通过 API 或控制台创建的代付会自动使用 FPS。',
      },
      status: 'unread',
      timeCreated: daysAgo(2),
    },
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: {
        'en-US': 'Scheduled maintenance on Sunday 02:00–03:00 HKT',
        'zh-CN': '周日 02:00–03:00（香港时间）计划维护',
      },
      content: {
        'en-US':
          'Settlement reports will be delayed during a database upgrade. Payments, refunds and payouts keep working; ' +
          'webhooks sent during the window may arrive a few minutes late.',
        'zh-CN': '数据库升级期间结算报表会延迟。收款、退款和代付照常进行；维护期间发送的 Webhook 可能晚几分钟到达。',
      },
      status: 'unread',
      timeCreated: daysAgo(9),
    },
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: { 'en-US': 'Your account is activated', 'zh-CN': '您的账户已激活' },
      content: {
        'en-US':
          'Harbour Lane HK has passed review and can now accept live payments. Switch to live mode to start, ' +
          'and create your live API keys under Developers.',
        'zh-CN':
          'Harbour Lane HK 已通过审核，现在可以接收真实付款。切换到正式模式即可开始，并在“开发者”中创建正式 API 密钥。',
      },
      status: 'read',
      timeCreated: daysAgo(liveHistoryDays + 10),
    },
  ]);
};

/**
 * Seeds the demo merchant unless it exists; `reset` rebuilds it from scratch. One transaction either
 * way. `appLink` makes the checkout links its payments' events carry.
 */
export const seedDemo = async (
  db: Database,
  options: { reset?: boolean } & Pick<AppContext, 'appLink'>,
): Promise<SeedOutcome> =>
  db.transaction(async (tx) => {
    if (options.reset) await deleteDemo(tx);
    else if (await findDemoMerchant(tx)) return 'already-seeded';
    await insertDemo(tx, options);
    return 'seeded';
  });

/** True when the database holds no merchant at all: the first start of a new installation. */
export const isEmptyInstallation = async (db: Database): Promise<boolean> =>
  (await db.select({ id: merchants.id }).from(merchants).limit(1)).length === 0;
