import { assignableRoles } from '@paydeck/contract/roles';
import type { Member, MemberListQuery } from '@paydeck/contract/team';
import type { AppContext } from '../../context.ts';
import type { AccountAccess } from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  clearSelectedAccount,
  deleteMember,
  findMember,
  listMembers,
  type MemberRow,
  setMemberRoles,
} from './members.repository.ts';

const memberOf = (row: MemberRow): Member => ({
  user_id: row.userId,
  email: row.email,
  roles: row.roles,
  status: row.status,
  is_owner: row.roles.includes('owner'),
  time_joined: unixSeconds(row.timeCreated),
});

export const memberPage = async (ctx: AppContext, accountId: string, query: MemberListQuery) => {
  const { rows, total } = await listMembers(ctx.db, accountId, query);
  return listPageOf(rows.map(memberOf), total, query);
};

/** A member of this account other than its owner (whose roles and membership are fixed). */
const changeableMember = async (db: Executor, account: AccountAccess, userId: string) => {
  const row = await findMember(db, account.id, userId);
  if (!row) throw new AppError('not_found');
  if (row.roles.includes('owner') || row.userId === account.merchantOwnerId) throw new AppError('member_is_owner');
  return row;
};

/** Spec §7 `PUT /v1/user_roles`: replaces a member's roles; the owner's can't change. */
export const changeMemberRoles = async (
  ctx: AppContext,
  operator: Operator,
  account: AccountAccess,
  input: { user_id: string; roles: readonly string[] },
): Promise<Member> =>
  ctx.db.transaction(async (tx) => {
    const row = await changeableMember(tx, account, input.user_id);
    const roles = assignableRoles.filter((role) => input.roles.includes(role));
    await setMemberRoles(tx, account.id, row.userId, roles);
    await recordOperation(tx, operator, account, {
      action: 'updatedRoles',
      sourceType: 'member',
      sourceId: row.userId,
      description: `${row.email}: ${row.roles.join(', ')} → ${roles.join(', ')}`,
    });
    return memberOf({ ...row, roles });
  });

/**
 * Spec §7 `DELETE /v1/remove_member/{id}`: the membership goes, so the access check answers the
 * member's next request to the account with 404, and their sessions stop pointing at it.
 */
export const removeMember = async (ctx: AppContext, operator: Operator, account: AccountAccess, userId: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await changeableMember(tx, account, userId);
    await deleteMember(tx, account.id, row.userId);
    await clearSelectedAccount(tx, row.userId, account.id);
    await recordOperation(tx, operator, account, {
      action: 'deleted',
      sourceType: 'member',
      sourceId: row.userId,
      description: row.email,
    });
    return { user_id: row.userId };
  });
