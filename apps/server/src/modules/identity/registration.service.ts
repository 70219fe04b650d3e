import type { Locale } from '@paydeck/contract';
import type { LoginResult } from '@paydeck/contract/auth';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuseWeakPassword } from './password.service.ts';
import type { RequestMeta } from './request-meta.ts';
import { openSession } from './sessions.service.ts';
import { consumeUserToken, issueUserToken, voidUserTokens } from './user-tokens.repository.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from './users.repository.ts';

/** Emails go out in the user's chosen language, else the language of the request that caused them. */
export const emailLocale = (user: Pick<UserRow, 'language'>, fallback: Locale): Locale =>
  user.language === 'en-US' || user.language === 'zh-CN' ? user.language : fallback;

/** A fresh confirmation link (older ones stop working), mailed after the transaction commits. */
export const sendConfirmationEmail = async (ctx: AppContext, user: UserRow, locale: Locale) => {
  const emailId = await ctx.db.transaction(async (tx) => {
    await voidUserTokens(tx, user.id, 'confirm_email');
    const token = await issueUserToken(tx, { purpose: 'confirm_email', userId: user.id });
    return ctx.mailer.queue(tx, {
      to: user.email,
      locale: emailLocale(user, locale),
      template: 'confirm_email',
      params: { link: ctx.appLink('user/confirm_email', { token }) },
    });
  });
  void ctx.mailer.deliver([emailId]);
};

/**
 * Registration answers the same whether or not the email is taken, so it can't be used to find
 * out who has a Paydeck user; the owner of a taken address gets a "you already have one" email.
 */
export const register = async (ctx: AppContext, input: { email: string; password: string }, meta: RequestMeta) => {
  await refuseWeakPassword(input.password, input.email, meta.locale);
  const passwordHash = await hashPassword(input.password);
  const created = await insertUser(ctx.db, { email: input.email, passwordHash });
  if (created) {
    await sendConfirmationEmail(ctx, created, meta.locale);
    return { email: created.email };
  }
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    const emailId = await ctx.mailer.queue(ctx.db, {
      to: existing.email,
      locale: emailLocale(existing, meta.locale),
      template: 'already_registered',
      params: { login_link: ctx.appLink('user/login'), reset_link: ctx.appLink('user/password_forget') },
    });
    void ctx.mailer.deliver([emailId]);
  }
  return { email: input.email.trim() };
};

/** The emailed link proves the address; it also signs the user in (unless 2FA is on, which needs the code). */
export const confirmEmail = async (ctx: AppContext, token: string, meta: RequestMeta): Promise<LoginResult> =>
  ctx.db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, 'confirm_email', token);
    const user = used ? await findUserById(tx, used.userId) : null;
    if (!user) throw new AppError('token_invalid');
    if (!user.emailConfirmedAt) await updateUser(tx, user.id, { emailConfirmedAt: new Date() });
    if (user.mfaSecret) {
      const mfaToken = await issueUserToken(tx, { purpose: 'mfa_login', userId: user.id, data: { remember: false } });
      return { mfa_required: true, mfa_token: mfaToken };
    }
    return openSession(tx, user, meta, { remember: false });
  });
