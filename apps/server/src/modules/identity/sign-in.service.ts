import type { LoginResult } from '@paydeck/contract/auth';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { emailKey } from '../../db/schema/identity.ts';
import { enforceRateLimit } from '../../infra/rate-limits/rate-limits.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { matchTotp } from '../../lib/totp.ts';
import { deviceOf } from '../../lib/user-agent.ts';
import { clearFailures, forgiveAttempt, recordFailedCheck, takeAttempt } from './login-failures.repository.ts';
import { recordLogin } from './login-histories.repository.ts';
import { spendRecoveryCodeAtSignIn } from './mfa.service.ts';
import { sendConfirmationEmail } from './registration.service.ts';
import type { RequestMeta } from './request-meta.ts';
import { openSession } from './sessions.service.ts';
import { consumeUserToken, countTokenAttempt, findUserToken, issueUserToken } from './user-tokens.repository.ts';
import { acceptMfaStep, findUserByEmail, findUserById, type UserRow } from './users.repository.ts';

/** Per address: beyond the lockout, a slow steady guesser is stopped too. */
const perEmailRule = { bucket: 'login_email', max: 30, windowSeconds: 15 * 60 };
const mfaAttemptsPerToken = 5;

// Unknown emails are checked against this hash so they take as long as a wrong password.
const decoyHash = hashPassword('decoy password: never matches 1!');

const lockedError = (seconds: number) =>
  new AppError('account_locked', { params: { minutes: Math.max(1, Math.ceil(seconds / 60)) } });

/**
 * A failed check (already counted when its attempt was taken); the one that used up the last check
 * locks. Unknown addresses do the same work in the same one statement, only without a history row.
 */
const refuse = async (
  ctx: AppContext,
  key: string,
  user: UserRow | null,
  outcome: 'failed_password' | 'failed_2fa',
  meta: RequestMeta,
): Promise<never> => {
  const lockedNow = await recordFailedCheck(ctx.db, key, {
    userId: user?.id ?? null,
    outcome,
    ip: meta.ip,
    device: deviceOf(meta.userAgent),
  });
  if (lockedNow) throw lockedError(lockedNow);
  throw new AppError(outcome === 'failed_2fa' ? 'mfa_code_invalid' : 'login_failed');
};

/** Takes one of the address's checks before the password or code is checked; refuses when none is left. */
const takeCheck = async (ctx: AppContext, key: string, user: UserRow | null, meta: RequestMeta) => {
  const seconds = await takeAttempt(ctx.db, key);
  if (seconds === null) return;
  if (user) await recordLogin(ctx.db, { userId: user.id, outcome: 'locked', ip: meta.ip, userAgent: meta.userAgent });
  throw lockedError(seconds);
};

/**
 * Step one of signing in. Unknown email and wrong password get the same answer, status and
 * timing (the password is always hashed); both count toward the same per-address lockout, whose
 * check is taken before the password is verified, so concurrent attempts can't exceed it.
 */
export const signIn = async (
  ctx: AppContext,
  input: { email: string; password: string; remember: boolean },
  meta: RequestMeta,
): Promise<LoginResult> => {
  const key = emailKey(input.email);
  await enforceRateLimit(ctx.db, perEmailRule, key);
  const user = await findUserByEmail(ctx.db, key);
  await takeCheck(ctx, key, user, meta);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !matches) return refuse(ctx, key, user, 'failed_password', meta);

  if (!user.emailConfirmedAt || user.mfaSecret) await forgiveAttempt(ctx.db, key);
  if (!user.emailConfirmedAt) {
    await sendConfirmationEmail(ctx, user, meta.locale);
    throw new AppError('email_not_confirmed');
  }
  if (user.mfaSecret) {
    const mfaToken = await issueUserToken(ctx.db, {
      purpose: 'mfa_login',
      userId: user.id,
      data: { remember: input.remember },
    });
    return { mfa_required: true, mfa_token: mfaToken };
  }
  return ctx.db.transaction(async (tx) => {
    await clearFailures(tx, key);
    return openSession(tx, user, meta, { remember: input.remember });
  });
};

/**
 * Step two: the pending sign-in's token and a TOTP code, good once, or instead one of the user's
 * recovery codes, spent in the transaction that opens the session.
 */
export const signInWithMfa = async (
  ctx: AppContext,
  input: { mfaToken: string | undefined; otp?: string | undefined; recoveryCode?: string | undefined },
  meta: RequestMeta,
): Promise<LoginResult> => {
  if (!input.mfaToken) throw new AppError('mfa_token_missing');
  const mfaToken = input.mfaToken;
  const pending = await findUserToken(ctx.db, 'mfa_login', mfaToken);
  if (!pending) throw new AppError('mfa_token_missing');
  const user = await findUserById(ctx.db, pending.userId);
  if (!user?.mfaSecret) throw new AppError('mfa_token_missing');
  const key = emailKey(user.email);
  await takeCheck(ctx, key, user, meta);

  const refuseCode = async () => {
    // A pending sign-in allows a few codes, then the password must be given again.
    if ((await countTokenAttempt(ctx.db, pending.id)) >= mfaAttemptsPerToken) {
      await consumeUserToken(ctx.db, 'mfa_login', mfaToken);
    }
    return refuse(ctx, key, user, 'failed_2fa', meta);
  };
  const finish = async (tx: Executor) => {
    if (!(await consumeUserToken(tx, 'mfa_login', mfaToken))) throw new AppError('mfa_token_missing');
    await clearFailures(tx, key);
    return openSession(tx, user, meta, { remember: pending.data.remember === true });
  };

  if (input.recoveryCode !== undefined) {
    const recoveryCode = input.recoveryCode;
    const outcome = await ctx.db.transaction(async (tx) => {
      const emailId = await spendRecoveryCodeAtSignIn(ctx, tx, user, recoveryCode, meta);
      if (emailId === false) return null;
      return { emailId, result: await finish(tx) };
    });
    if (!outcome) return refuseCode();
    void ctx.mailer.deliver([outcome.emailId]);
    return outcome.result;
  }

  const step = matchTotp(ctx.secretBox.open(user.mfaSecret), input.otp ?? '');
  const accepted = step !== null && (await acceptMfaStep(ctx.db, user.id, step));
  if (!accepted) return refuseCode();
  return ctx.db.transaction(finish);
};
