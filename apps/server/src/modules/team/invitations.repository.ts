import type { BuiltInRole, InviteStatus } from '@paydeck/contract/roles';
import type { InvitationListQuery } from '@paydeck/contract/team';
import { and, eq, gt, gte, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts, invitations, merchants } from '../../db/schema/merchants.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Invitations expire after 7 days (spec §4: inviting → accepted | expired). */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const insertInvitation = async (
  db: Executor,
  input: { accountId: string; email: string; roles: BuiltInRole[]; invitedByUserId: string },
) => {
  const token = newToken();
  const id = newId('inv');
  await db.insert(invitations).values({
    id,
    ...input,
    email: input.email.trim(),
    tokenHash: hashToken(token),
    timeExpired: new Date(Date.now() + invitationLifetimeMs),
  });
  return { id, token };
};

const pending = (token: string) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    eq(invitations.status, 'inviting'),
    gt(invitations.timeExpired, sql`now()`),
  );

/** A pending invitation by its token, with the account and merchant names it leads to. */
export const findPendingInvitation = async (db: Executor, token: string) => {
  const [row] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      email: invitations.email,
      roles: invitations.roles,
      accountName: accounts.name,
      merchantName: merchants.name,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(pending(token));
  return row ?? null;
};

/** Marks it accepted; of two concurrent acceptances exactly one succeeds. */
export const markAccepted = async (db: Executor, token: string) => {
  const rows = await db
    .update(invitations)
    .set({ status: 'accepted', timeAccepted: sql`now()` })
    .where(pending(token))
    .returning({ id: invitations.id });
  return rows.length === 1;
};

/** Spec §4 invite status, with a pending invitation past its expiry shown as expired. */
const statusOf = sql<InviteStatus>`case when ${invitations.status} = 'inviting' and ${invitations.timeExpired} <= now() then 'expired' else ${invitations.status} end`;

const statusIs = (status: InviteStatus) =>
  status === 'inviting'
    ? and(eq(invitations.status, 'inviting'), gt(invitations.timeExpired, sql`now()`))
    : status === 'expired'
      ? or(
          eq(invitations.status, 'expired'),
          and(eq(invitations.status, 'inviting'), lte(invitations.timeExpired, sql`now()`)),
        )
      : eq(invitations.status, 'accepted');

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  roles: invitations.roles,
  status: statusOf,
  invitedByEmail: users.email,
  timeCreated: invitations.timeCreated,
  timeExpired: invitations.timeExpired,
  timeAccepted: invitations.timeAccepted,
};

/** One page of an account's invitations, newest first (invitations_account_time_idx). */
export const listInvitations = async (db: Executor, accountId: string, query: InvitationListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    eq(invitations.accountId, accountId),
    query.status ? statusIs(query.status) : undefined,
    from ? gte(invitations.timeCreated, from) : undefined,
    to ? lt(invitations.timeCreated, to) : undefined,
  );
  return newestFirstPage(
    db,
    db
      .select(invitationColumns)
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.invitedByUserId))
      .$dynamic(),
    invitations,
    where,
    query,
  );
};
export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>['rows'][number];

/** Looked up within the account only, so another account's invitation is simply not found. */
export const findInvitation = async (db: Executor, accountId: string, id: string): Promise<InvitationRow | null> => {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id)));
  return row ?? null;
};

/** A newer invitation replaces older pending ones to the same address: their links stop working. */
export const expirePendingInvitations = (db: Executor, accountId: string, email: string, exceptId?: string) =>
  db
    .update(invitations)
    .set({ status: 'expired', timeExpired: sql`least(${invitations.timeExpired}, now())` })
    .where(
      and(
        eq(invitations.accountId, accountId),
        sql`lower(${invitations.email}) = ${email.trim().toLowerCase()}`,
        eq(invitations.status, 'inviting'),
        exceptId ? ne(invitations.id, exceptId) : undefined,
      ),
    );

/** A new token (the old link stops working) and 7 more days; the invitation is pending again. */
export const reissueInvitation = async (db: Executor, accountId: string, id: string) => {
  const token = newToken();
  await db
    .update(invitations)
    .set({
      tokenHash: hashToken(token),
      status: 'inviting',
      timeExpired: new Date(Date.now() + invitationLifetimeMs),
    })
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id)));
  return token;
};

export const deleteInvitation = async (db: Executor, accountId: string, id: string) => {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id)))
    .returning({ id: invitations.id, email: invitations.email });
  return rows[0] ?? null;
};
