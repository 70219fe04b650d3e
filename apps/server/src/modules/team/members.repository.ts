import type { BuiltInRole } from '@paydeck/contract/roles';
import type { MemberListQuery } from '@paydeck/contract/team';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countCapped, pageOffset, timeRange } from '../../db/paging.ts';
import { emailKey, sessions, users } from '../../db/schema/identity.ts';
import { accountMembers } from '../../db/schema/merchants.ts';

const memberColumns = {
  userId: accountMembers.userId,
  email: users.email,
  roles: accountMembers.roles,
  status: accountMembers.status,
  timeCreated: accountMembers.timeCreated,
};

/** One page of an account's members, newest first (account_members_account_time_idx). */
export const listMembers = async (db: Executor, accountId: string, query: MemberListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    eq(accountMembers.accountId, accountId),
    query.status ? eq(accountMembers.status, query.status) : undefined,
    from ? gte(accountMembers.timeCreated, from) : undefined,
    to ? lt(accountMembers.timeCreated, to) : undefined,
  );
  const rows = await db
    .select(memberColumns)
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(where)
    .orderBy(desc(accountMembers.timeCreated), desc(accountMembers.userId))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return { rows, total: await countCapped(db, accountMembers, where) };
};
export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

/** Looked up within the account only, so another account's member is simply not found. */
export const findMember = async (db: Executor, accountId: string, userId: string): Promise<MemberRow | null> => {
  const [row] = await db
    .select(memberColumns)
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));
  return row ?? null;
};

/** Whether the address already belongs to a member of the account (banned ones included). */
export const isMemberEmail = async (db: Executor, accountId: string, email: string) => {
  const [row] = await db
    .select({ userId: accountMembers.userId })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, accountId), sql`lower(${users.email}) = ${emailKey(email)}`));
  return row !== undefined;
};

export const setMemberRoles = (db: Executor, accountId: string, userId: string, roles: BuiltInRole[]) =>
  db
    .update(accountMembers)
    .set({ roles })
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));

export const deleteMember = (db: Executor, accountId: string, userId: string) =>
  db.delete(accountMembers).where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));

/** The removed member's sessions stop pointing at the account; current_user picks another on its next read. */
export const clearSelectedAccount = (db: Executor, userId: string, accountId: string) =>
  db
    .update(sessions)
    .set({ selectedAccountId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.selectedAccountId, accountId)));
