import type { AcceptInvitationResult, InvitationPreview } from '@paydeck/contract/auth';
import type { AppContext } from '../../context.ts';
import { recordOperation } from '../../core/operation-log.ts';
import type { Session } from '../../core/request.ts';
import { emailKey } from '../../db/schema/identity.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuseWeakPassword } from '../identity/password.service.ts';
import type { RequestMeta } from '../identity/request-meta.ts';
import { openSession, selectSessionAccount } from '../identity/sessions.service.ts';
import { createConfirmedUser, userByEmail } from '../identity/users.service.ts';
import { addAccountMember } from '../merchants/merchants.service.ts';
import { findPendingInvitation, markAccepted } from './invitations.repository.ts';

export const previewInvitation = async (ctx: AppContext, token: string): Promise<InvitationPreview> => {
  const invitation = token ? await findPendingInvitation(ctx.db, token) : null;
  if (!invitation) throw new AppError('token_invalid');
  return {
    email: invitation.email,
    account_name: invitation.accountName,
    merchant_name: invitation.merchantName,
    user_exists: (await userByEmail(ctx.db, invitation.email)) !== null,
  };
};

/**
 * A new address sets a password and gets its user (the emailed link proves the address); an
 * existing user must be signed in as the invited address and simply joins the account.
 */
export const acceptInvitation = async (
  ctx: AppContext,
  session: Session | null,
  input: { token: string; password?: string | undefined },
  meta: RequestMeta,
): Promise<AcceptInvitationResult> => {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return ctx.db.transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, input.token);
    if (!invitation) throw new AppError('token_invalid');
    const existing = await userByEmail(tx, invitation.email);
    if (existing) {
      if (!session) throw new AppError('unauthenticated');
      if (emailKey(session.email) !== emailKey(invitation.email)) {
        throw new AppError('invitation_email_mismatch', { params: { email: invitation.email } });
      }
    } else if (!passwordHash) {
      throw new AppError('invitation_password_required');
    } else {
      await refuseWeakPassword(input.password as string, invitation.email, meta.locale);
    }
    if (!(await markAccepted(tx, input.token))) throw new AppError('token_invalid');
    const user =
      existing ?? (await createConfirmedUser(tx, { email: invitation.email, passwordHash: passwordHash as string }));
    if (!user) throw new AppError('conflict');
    await addAccountMember(tx, { accountId: invitation.accountId, userId: user.id, roles: invitation.roles });
    // The newcomer's own act: the account's log shows who joined, with which roles, when.
    await recordOperation(
      tx,
      { userId: user.id, email: user.email, admin: session?.admin ?? false, ip: meta.ip },
      { id: invitation.accountId, name: invitation.accountName },
      {
        action: 'created',
        sourceType: 'member',
        sourceId: user.id,
        description: `${user.email} (${invitation.roles.join(', ')})`,
      },
    );
    if (existing && session) {
      await selectSessionAccount(tx, session.id, invitation.accountId);
      return { account_id: invitation.accountId };
    }
    const opened = await openSession(tx, user, meta, { remember: false });
    return { account_id: invitation.accountId, token: opened.token, expires_at: opened.expires_at };
  });
};
