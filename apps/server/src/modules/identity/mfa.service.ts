import type { MfaQrCode, MfaRecoveryCodeStatus, MfaRecoveryCodes } from '@paydeck/contract/user';
import type { AppContext } from '../../context.ts';
import { type Operation, type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Session } from '../../core/request.ts';
import type { Executor } from '../../db/client.ts';
import { emailKey } from '../../db/schema/identity.ts';
import type { EmailTemplate } from '../../infra/mail/mail.templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateRecoveryCodes, hashRecoveryCode } from '../../lib/recovery-codes.ts';
import { generateTotpSecret, matchTotp, otpauthUri, totpQrDataUrl } from '../../lib/totp.ts';
import { forgiveAttempt, recordFailedCheck, takeAttempt } from './login-failures.repository.ts';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes.repository.ts';
import { emailLocale } from './registration.service.ts';
import type { RequestMeta } from './request-meta.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { acceptMfaStep, findUserById, type UserRow, updateUser } from './users.repository.ts';

const userOf = async (ctx: AppContext, session: Session) => {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('user_not_exists');
  return user;
};

/** A session alone does not change 2FA: the password is asked again (spec'd in docs/decisions.md). */
const checkPassword = async (user: UserRow, password: string) => {
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('password_incorrect');
};

/** The user's own 2FA changes are logged without an account: they show in the user's own activity log. */
const logOwn = (db: Executor, operator: Operator, operation: Omit<Operation, 'sourceId'>, user: UserRow) =>
  recordOperation(db, operator, null, { ...operation, sourceId: user.id });

/** A 2FA security email, queued in the caller's transaction; deliver its id after commit. */
const queueSecurityEmail = (
  ctx: AppContext,
  db: Executor,
  user: UserRow,
  meta: RequestMeta,
  template: EmailTemplate,
  params: Record<string, string> = {},
) =>
  ctx.mailer.queue(db, {
    to: user.email,
    locale: emailLocale(user, meta.locale),
    template,
    params: { ip: meta.ip, link: ctx.appLink('profile', { tab: 'profile' }), ...params },
  });

/**
 * A new secret for the user to scan; it only takes effect once a code from it and the password
 * are given. While 2FA is on there is nothing to set up: replacing the authenticator means
 * turning 2FA off (with a code) and on again (with the password), so the active secret is never
 * touched by a setup.
 */
export const startMfaSetup = async (ctx: AppContext, session: Session): Promise<MfaQrCode> => {
  const user = await userOf(ctx, session);
  if (user.mfaSecret) throw new AppError('mfa_already_enabled');
  const secret = generateTotpSecret();
  await updateUser(ctx.db, user.id, { mfaPendingSecret: ctx.secretBox.seal(secret) });
  const uri = otpauthUri({ secret, account: user.email });
  return { secret, otpauth_url: uri, qrcode: await totpQrDataUrl(uri) };
};

/**
 * The password and the first good code turn 2FA on; every other session is signed out. The ten
 * recovery codes are returned this once: only their hashes are kept.
 */
export const enableMfa = async (
  ctx: AppContext,
  session: Session,
  operator: Operator,
  input: { otp: string; password: string },
): Promise<MfaRecoveryCodes> => {
  const user = await userOf(ctx, session);
  if (user.mfaSecret) throw new AppError('mfa_already_enabled');
  await checkPassword(user, input.password);
  if (!user.mfaPendingSecret) throw new AppError('mfa_setup_missing');
  const step = matchTotp(ctx.secretBox.open(user.mfaPendingSecret), input.otp);
  if (step === null) throw new AppError('otp_invalid');
  const codes = generateRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    // The code that turns 2FA on can't be replayed to sign in a minute later.
    await updateUser(tx, user.id, {
      mfaSecret: user.mfaPendingSecret,
      mfaPendingSecret: null,
      mfaEnabledAt: new Date(),
      mfaLastStep: null,
    });
    if (!(await acceptMfaStep(tx, user.id, step))) throw new AppError('otp_invalid');
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await logOwn(tx, operator, { action: 'created', sourceType: 'twoFactor', description: 'enabled' }, user);
    await revokeUserSessions(tx, user.id, session.id);
  });
  return { recovery_codes: codes };
};

/**
 * A wrong code counts toward the same per-address lockout as a failed sign-in (its check was taken
 * before the code was checked), so a stolen session can't guess its way to turning 2FA off.
 */
const refuseSecondFactor = async (ctx: AppContext, user: UserRow, code: 'otp_invalid' | 'recovery_code_invalid') => {
  const lockedNow = await recordFailedCheck(ctx.db, emailKey(user.email), null);
  if (lockedNow) throw new AppError('account_locked', { params: { minutes: Math.ceil(lockedNow / 60) } });
  throw new AppError(code);
};

/**
 * Turning 2FA off needs a current code (good once, like at sign-in) or a recovery code; every
 * other session is signed out and the recovery codes go with the secret.
 */
export const disableMfa = async (
  ctx: AppContext,
  session: Session,
  operator: Operator,
  input: { otp?: string | undefined; recoveryCode?: string | undefined },
  meta: RequestMeta,
) => {
  const user = await userOf(ctx, session);
  if (!user.mfaSecret) throw new AppError('mfa_not_enabled');
  const locked = await takeAttempt(ctx.db, emailKey(user.email));
  if (locked !== null) throw new AppError('account_locked', { params: { minutes: Math.ceil(locked / 60) } });
  const secret = user.mfaSecret;

  const emailId = await ctx.db.transaction(async (tx) => {
    if (input.recoveryCode !== undefined) {
      if (!(await spendRecoveryCode(tx, user.id, hashRecoveryCode(input.recoveryCode)))) return false;
      await logOwn(tx, operator, { action: 'used', sourceType: 'recoveryCode', description: 'disable' }, user);
    } else {
      const step = matchTotp(ctx.secretBox.open(secret), input.otp ?? '');
      if (step === null || !(await acceptMfaStep(tx, user.id, step))) return false;
    }
    await updateUser(tx, user.id, { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null });
    await deleteRecoveryCodes(tx, user.id);
    await logOwn(tx, operator, { action: 'deleted', sourceType: 'twoFactor', description: 'disabled' }, user);
    await revokeUserSessions(tx, user.id, session.id);
    return input.recoveryCode !== undefined
      ? queueSecurityEmail(ctx, tx, user, meta, 'recovery_code_mfa_disabled')
      : null;
  });
  if (emailId === false) {
    return refuseSecondFactor(ctx, user, input.recoveryCode !== undefined ? 'recovery_code_invalid' : 'otp_invalid');
  }
  await forgiveAttempt(ctx.db, emailKey(user.email));
  if (emailId) void ctx.mailer.deliver([emailId]);
};

/** New recovery codes (the password again): the old ones, used or not, stop working. */
export const regenerateRecoveryCodes = async (
  ctx: AppContext,
  session: Session,
  operator: Operator,
  password: string,
  meta: RequestMeta,
): Promise<MfaRecoveryCodes> => {
  const user = await userOf(ctx, session);
  if (!user.mfaSecret) throw new AppError('mfa_not_enabled');
  await checkPassword(user, password);
  const codes = generateRecoveryCodes();
  const emailId = await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await logOwn(tx, operator, { action: 'created', sourceType: 'recoveryCode', description: 'regenerated' }, user);
    return queueSecurityEmail(ctx, tx, user, meta, 'recovery_codes_regenerated');
  });
  void ctx.mailer.deliver([emailId]);
  return { recovery_codes: codes };
};

export const recoveryCodeStatus = async (ctx: AppContext, session: Session): Promise<MfaRecoveryCodeStatus> => ({
  remaining: await countUnusedRecoveryCodes(ctx.db, session.userId),
});

/**
 * The sign-in step with a recovery code, inside the sign-in's transaction: spends the code (once,
 * whatever races it), logs it and queues the email. False when the code is not an unused one.
 */
export const spendRecoveryCodeAtSignIn = async (
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  code: string,
  meta: RequestMeta,
): Promise<string | false> => {
  if (!(await spendRecoveryCode(tx, user.id, hashRecoveryCode(code)))) return false;
  const operator = { userId: user.id, email: user.email, admin: false, ip: meta.ip };
  await logOwn(tx, operator, { action: 'used', sourceType: 'recoveryCode', description: 'sign_in' }, user);
  const remaining = await countUnusedRecoveryCodes(tx, user.id);
  return queueSecurityEmail(ctx, tx, user, meta, 'recovery_code_sign_in', { remaining: String(remaining) });
};
