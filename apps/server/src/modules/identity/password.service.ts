import type { Locale } from '@paydeck/contract';
import { fieldMessage } from '@paydeck/contract/errors';
import { loadPasswordEstimator, passwordStrengthProblem } from '@paydeck/contract/password-strength';
import type { AppContext } from '../../context.ts';
import type { Session } from '../../core/request.ts';
import { emailKey } from '../../db/schema/identity.ts';
import { consumeRateLimit } from '../../infra/rate-limits/rate-limits.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearFailures } from './login-failures.repository.ts';
import { emailLocale } from './registration.service.ts';
import type { RequestMeta } from './request-meta.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { consumeUserToken, issueUserToken, voidUserTokens } from './user-tokens.repository.ts';
import { findUserByEmail, findUserById, updateUser } from './users.repository.ts';

/** At most a few reset emails per address per hour, whoever asks. */
const resetEmailRule = { bucket: 'password_reset_email', max: 3, windowSeconds: 60 * 60 };

/**
 * Always answers the same, whether or not the address has a user, so the form can't be used to
 * find users; the email (if any) is sent after the answer.
 */
export const forgetPassword = async (ctx: AppContext, email: string, meta: RequestMeta) => {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const quota = await consumeRateLimit(ctx.db, resetEmailRule, emailKey(email));
  if (!quota.allowed) return;
  const emailId = await ctx.db.transaction(async (tx) => {
    await voidUserTokens(tx, user.id, 'password_reset');
    const token = await issueUserToken(tx, { purpose: 'password_reset', userId: user.id });
    return ctx.mailer.queue(tx, {
      to: user.email,
      locale: emailLocale(user, meta.locale),
      template: 'password_reset',
      params: { link: ctx.appLink('user/password_reset', { token }) },
    });
  });
  void ctx.mailer.deliver([emailId]);
};

/**
 * Refuses a new password that is common or contains the email's local part (the contract's rule,
 * which the web forms show as the user types), as a 422 field error on `password`.
 */
export const refuseWeakPassword = async (password: string, email: string, locale: Locale): Promise<void> => {
  const problem = passwordStrengthProblem(await loadPasswordEstimator(), password, email);
  if (!problem) return;
  const message = fieldMessage(locale, problem) ?? problem;
  throw new AppError('validation_failed', { details: [{ field: 'password', code: 'custom', message }] });
};

/** A reset link sets the password once, signs the user out everywhere and lifts a lockout. */
export const resetPassword = async (ctx: AppContext, input: { token: string; password: string }, locale: Locale) => {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const used = input.token ? await consumeUserToken(tx, 'password_reset', input.token) : null;
    if (!used) throw new AppError('token_invalid');
    const user = await findUserById(tx, used.userId);
    if (!user) throw new AppError('user_not_exists');
    // Refused here, the token's use rolls back with the rest: the link still works for a better password.
    await refuseWeakPassword(input.password, user.email, locale);
    // The link came through the mailbox, so the address is proven too.
    await updateUser(tx, user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? new Date() });
    await revokeUserSessions(tx, user.id);
    await clearFailures(tx, emailKey(user.email));
  });
};

/** Changing the password needs the old one and signs out every other session. */
export const changePassword = async (
  ctx: AppContext,
  session: Session,
  input: { oldPassword: string; password: string },
  locale: Locale,
) => {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('user_not_exists');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('password_incorrect');
  await refuseWeakPassword(input.password, user.email, locale);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, session.id);
  });
};
