import { builtInRoles } from '@paydeck/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { users } from '../db/schema/identity.ts';
import { accountMembers, accounts, merchants } from '../db/schema/merchants.ts';
import { messages } from '../db/schema/messages.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { recordLogin } from '../modules/identity/login-histories.repository.ts';
import { insertSession } from '../modules/identity/sessions.repository.ts';
import { issueUserToken } from '../modules/identity/user-tokens.repository.ts';
import { insertInvitation } from '../modules/team/invitations.repository.ts';
import { demoMember, demoOwner, isEmptyInstallation, seedDemo } from './demo.ts';

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
    messages: (await db.select().from(messages)).sort((a, b) => a.title.localeCompare(b.title)),
  };
};

describe('seedDemo', () => {
  it('seeds a demo merchant with an owner, a team member and two accounts on an empty database', async () => {
    expect(await isEmptyInstallation(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe('seeded');
    expect(await isEmptyInstallation(database.db)).toBe(false);

    const s = await snapshot();
    expect(s.users.map((u) => u.email)).toEqual([demoOwner.email, demoMember.email].sort());
    expect(s.merchants).toHaveLength(1);
    const owner = s.users.find((u) => u.email === demoOwner.email);
    const member = s.users.find((u) => u.email === demoMember.email);
    expect(s.merchants[0]?.ownerUserId).toBe(owner?.id);

    expect(s.accounts).toHaveLength(2);
    expect(s.accounts.every((a) => a.merchantId === s.merchants[0]?.id && a.id.startsWith('acct_'))).toBe(true);
    expect(s.accounts.map((a) => a.activation).sort()).toEqual(['activated', 'inactivated']);

    // The owner holds the owner role on every account; the member a narrower built-in role on the live one only.
    const rolesOf = (userId: string | undefined) => s.members.filter((m) => m.userId === userId);
    expect(rolesOf(owner?.id).map((m) => m.roles)).toEqual([['owner'], ['owner']]);
    const memberships = rolesOf(member?.id);
    expect(memberships).toHaveLength(1);
    const live = s.accounts.find((a) => a.activation === 'activated');
    expect(memberships[0]?.accountId).toBe(live?.id);
    expect(memberships[0]?.roles.length).toBeGreaterThan(0);
    for (const role of memberships[0]?.roles ?? []) {
      expect(builtInRoles).toContain(role);
      expect(role).not.toBe('owner');
    }

    // The live account has announcements for the header bell: two unread, one read.
    expect(s.messages.every((m) => m.accountId === live?.id)).toBe(true);
    expect(s.messages.map((m) => m.status).sort()).toEqual(['read', 'unread', 'unread']);
  });

  it('stores argon2id password hashes that verify against the printed demo passwords', async () => {
    const s = await snapshot();
    for (const demo of [demoOwner, demoMember]) {
      const user = s.users.find((u) => u.email === demo.email);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', demo.password)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', `${demo.password}x`)).toBe(false);
    }
  });

  it('does nothing when the demo merchant is already there', async () => {
    const before = await snapshot();
    expect(await seedDemo(database.db)).toBe('already-seeded');
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
    await insertInvitation(database.db, {
      accountId: demoAccount.id,
      email: 'invitee@example.com',
      roles: ['analyst'],
      invitedByUserId: demoOwnerRow.id,
    });

    expect(await seedDemo(database.db, { reset: true })).toBe('seeded');
    const after = await snapshot();
    const demoOnly = <T extends { id: string }>(rows: T[]) => rows.filter((r) => !r.id.endsWith('_other'));
    expect(demoOnly(after.users)).toHaveLength(before.users.length);
    expect(demoOnly(after.merchants)).toHaveLength(before.merchants.length);
    expect(after.accounts).toHaveLength(before.accounts.length);
    expect(after.members).toHaveLength(before.members.length);
    expect(after.messages).toHaveLength(before.messages.length);

    const oldIds = new Set([...before.users, ...before.merchants, ...before.accounts].map((r) => r.id));
    for (const row of [...demoOnly(after.users), ...demoOnly(after.merchants), ...after.accounts]) {
      expect(oldIds.has(row.id)).toBe(false);
    }
    expect(await database.db.select().from(merchants).where(eq(merchants.id, 'mch_other'))).toHaveLength(1);
  });
});
