import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { loginHistories, sessions, users, userTokens } from '../db/schema/identity.ts';
import { accountMembers, accounts, invitations, merchants } from '../db/schema/merchants.ts';
import { messages } from '../db/schema/messages.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The demo sign-ins printed at start. Demo data only: never use these on a real deployment. */
export const demoOwner = { email: 'demo@paydeck.dev', password: 'Paydeck#2026' } as const;
export const demoMember = { email: 'finance@paydeck.dev', password: 'Paydeck#2026' } as const;

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
  if (merchantId) {
    const accountIds = (
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.merchantId, merchantId))
    ).map((a) => a.id);
    if (accountIds.length) {
      await tx.delete(messages).where(inArray(messages.accountId, accountIds));
      await tx.delete(invitations).where(inArray(invitations.accountId, accountIds));
      await tx.delete(accountMembers).where(inArray(accountMembers.accountId, accountIds));
    }
    await tx.delete(accounts).where(eq(accounts.merchantId, merchantId));
    await tx.delete(merchants).where(eq(merchants.id, merchantId));
  }
  const userIds = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [demoOwner.email, demoMember.email]))
  ).map((u) => u.id);
  if (userIds.length) {
    for (const table of [sessions, userTokens, loginHistories])
      await tx.delete(table).where(inArray(table.userId, userIds));
    await tx.delete(accountMembers).where(inArray(accountMembers.userId, userIds));
    await tx.delete(users).where(inArray(users.id, userIds));
  }
};

const insertDemo = async (tx: Transaction) => {
  const [ownerHash, memberHash] = await Promise.all([
    hashPassword(demoOwner.password),
    hashPassword(demoMember.password),
  ]);
  const ownerId = newId('usr');
  const memberId = newId('usr');
  await tx.insert(users).values([
    {
      id: ownerId,
      email: demoOwner.email,
      passwordHash: ownerHash,
      language: 'default',
      timeZone: 'Asia/Hong_Kong',
      emailConfirmedAt: new Date(),
    },
    {
      id: memberId,
      email: demoMember.email,
      passwordHash: memberHash,
      language: 'en-US',
      timeZone: 'Asia/Singapore',
      emailConfirmedAt: new Date(),
    },
  ]);
  const merchantId = newId('mch');
  await tx
    .insert(merchants)
    .values({ id: merchantId, name: 'Harbour Lane Trading Ltd', ownerUserId: ownerId, country: 'HK' });
  const liveAccountId = newId('acct');
  const newAccountId = newId('acct');
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
    },
  ]);
  await tx.insert(accountMembers).values([
    { accountId: liveAccountId, userId: ownerId, roles: ['owner'] },
    { accountId: newAccountId, userId: ownerId, roles: ['owner'] },
    { accountId: liveAccountId, userId: memberId, roles: ['finance'] },
  ]);
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await tx.insert(messages).values([
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: 'FPS payouts now settle in minutes',
      content:
        'Payouts to Hong Kong bank accounts through FPS now arrive within minutes, around the clock. ' +
        'No change is needed on your side; payouts created through the API or the dashboard use FPS automatically.',
      status: 'unread',
      timeCreated: daysAgo(2),
    },
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: 'Scheduled maintenance on Sunday 02:00–03:00 HKT',
      content:
        'Settlement reports will be delayed during a database upgrade. Payments, refunds and payouts keep working; ' +
        'webhooks sent during the window may arrive a few minutes late.',
      status: 'unread',
      timeCreated: daysAgo(9),
    },
    {
      id: newId('msg'),
      accountId: liveAccountId,
      title: 'Your account is activated',
      content:
        'Harbour Lane HK has passed review and can now accept live payments. Switch to live mode to start, ' +
        'and create your live API keys under Developers.',
      status: 'read',
      timeCreated: daysAgo(30),
    },
  ]);
};

/** Seeds the demo merchant unless it exists; `reset` rebuilds it from scratch. One transaction either way. */
export const seedDemo = async (db: Database, options: { reset?: boolean } = {}): Promise<SeedOutcome> =>
  db.transaction(async (tx) => {
    if (options.reset) await deleteDemo(tx);
    else if (await findDemoMerchant(tx)) return 'already-seeded';
    await insertDemo(tx);
    return 'seeded';
  });

/** True when the database holds no merchant at all: the first start of a new installation. */
export const isEmptyInstallation = async (db: Database): Promise<boolean> =>
  (await db.select({ id: merchants.id }).from(merchants).limit(1)).length === 0;
