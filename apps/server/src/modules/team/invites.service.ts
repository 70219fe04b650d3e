import type { Locale } from '@paydeck/contract/locales';
import type { AssignableRole } from '@paydeck/contract/roles';
import type { Invitation, InvitationListQuery } from '@paydeck/contract/team';
import type { AppContext } from '../../context.ts';
import type { AccountAccess } from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Transaction } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import { lockAccountForEdit } from '../accounts/accounts.service.ts';
import {
  deleteInvitation,
  expirePendingInvitations,
  findInvitation,
  type InvitationRow,
  insertInvitation,
  listInvitations,
  reissueInvitation,
} from './invitations.repository.ts';
import { isMemberEmail } from './members.repository.ts';

const invitationOf = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  roles: row.roles,
  status: row.status,
  invited_by_email: row.invitedByEmail,
  time_created: unixSeconds(row.timeCreated),
  time_expired: unixSeconds(row.timeExpired),
  time_accepted: row.timeAccepted ? unixSeconds(row.timeAccepted) : null,
});

export const invitationPage = async (ctx: AppContext, accountId: string, query: InvitationListQuery) => {
  const { rows, total } = await listInvitations(ctx.db, accountId, query);
  return listPageOf(rows.map(invitationOf), total, query);
};

const reread = async (ctx: AppContext, accountId: string, id: string) => {
  const row = await findInvitation(ctx.db, accountId, id);
  if (!row) throw new AppError('not_found');
  return invitationOf(row);
};

type Sender = { operator: Operator; account: AccountAccess; locale: Locale };

/** Queues the invitation email in the transaction; it goes out after commit. */
const queueInvitationEmail = (ctx: AppContext, tx: Transaction, sender: Sender, to: string, token: string) =>
  ctx.mailer.queue(tx, {
    to,
    locale: sender.locale,
    template: 'invitation',
    params: {
      link: ctx.appLink('user/accept_invitation', { token }),
      account_name: sender.account.name,
      merchant_name: sender.account.merchantName,
      inviter_email: sender.operator.email,
    },
  });

/**
 * Spec §7 `POST /v1/invite`. A member's address is refused; an earlier pending invitation to the
 * same address is replaced. The account row is locked so two concurrent invitations to one
 * address can't both stay pending. The email is in the inviter's language.
 */
export const inviteMember = async (
  ctx: AppContext,
  sender: Sender,
  input: { email: string; role: AssignableRole },
): Promise<Invitation> => {
  const { account, operator } = sender;
  const { id, emailId } = await ctx.db.transaction(async (tx) => {
    await lockAccountForEdit(tx, account.id);
    if (await isMemberEmail(tx, account.id, input.email)) {
      throw new AppError('already_member', { params: { email: input.email.trim() } });
    }
    await expirePendingInvitations(tx, account.id, input.email);
    const created = await insertInvitation(tx, {
      accountId: account.id,
      email: input.email,
      roles: [input.role],
      invitedByUserId: operator.userId,
    });
    const emailId = await queueInvitationEmail(ctx, tx, sender, input.email.trim(), created.token);
    await recordOperation(tx, operator, account, {
      action: 'invited',
      sourceType: 'member',
      sourceId: created.id,
      description: `${input.email.trim()} (${input.role})`,
    });
    return { id: created.id, emailId };
  });
  void ctx.mailer.deliver([emailId]);
  return reread(ctx, account.id, id);
};

/**
 * Spec §7 `POST /v1/inviting_send_mail/{id}`: a pending or expired invitation gets a new link
 * (the old one stops working) valid 7 more days, and the email again.
 */
export const resendInvitation = async (ctx: AppContext, sender: Sender, id: string): Promise<Invitation> => {
  const { account, operator } = sender;
  const emailId = await ctx.db.transaction(async (tx) => {
    await lockAccountForEdit(tx, account.id);
    const row = await findInvitation(tx, account.id, id);
    if (!row) throw new AppError('not_found');
    if (row.status === 'accepted') throw new AppError('invitation_accepted');
    if (await isMemberEmail(tx, account.id, row.email)) {
      throw new AppError('already_member', { params: { email: row.email } });
    }
    await expirePendingInvitations(tx, account.id, row.email, row.id);
    const token = await reissueInvitation(tx, account.id, row.id);
    const queued = await queueInvitationEmail(ctx, tx, sender, row.email, token);
    await recordOperation(tx, operator, account, {
      action: 'invited',
      sourceType: 'member',
      sourceId: row.id,
      description: `${row.email} (${row.roles.join(', ')}), resent`,
    });
    return queued;
  });
  void ctx.mailer.deliver([emailId]);
  return reread(ctx, account.id, id);
};

/** Spec §7 `DELETE /v1/inviting_users/{id}`: the row goes, so its link can never be accepted. */
export const removeInvitation = async (ctx: AppContext, operator: Operator, account: AccountAccess, id: string) =>
  ctx.db.transaction(async (tx) => {
    const deleted = await deleteInvitation(tx, account.id, id);
    if (!deleted) throw new AppError('not_found');
    await recordOperation(tx, operator, account, {
      action: 'deleted',
      sourceType: 'member',
      sourceId: deleted.id,
      description: deleted.email,
    });
    return { id: deleted.id };
  });
