import type { MfaQrCode } from '@paydeck/contract/user';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateTotpSecret, matchTotp, otpauthUri, totpQrDataUrl } from '../../lib/totp.ts';
import { revokeUserSessions, type SessionRecord } from './sessions.repository.ts';
import { acceptMfaStep, findUserById, updateUser } from './users.repository.ts';

const userOf = async (ctx: AppContext, session: SessionRecord) => {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('user_not_exists');
  return user;
};

/** A new secret for the user to scan; it only takes effect once a code from it is entered. */
export const startMfaSetup = async (ctx: AppContext, session: SessionRecord): Promise<MfaQrCode> => {
  const user = await userOf(ctx, session);
  if (user.mfaSecret) throw new AppError('mfa_already_enabled');
  const secret = generateTotpSecret();
  await updateUser(ctx.db, user.id, { mfaPendingSecret: ctx.secretBox.seal(secret) });
  const uri = otpauthUri({ secret, account: user.email });
  return { secret, otpauth_url: uri, qrcode: await totpQrDataUrl(uri) };
};

/** The first good code turns 2FA on; every other session is signed out. */
export const enableMfa = async (ctx: AppContext, session: SessionRecord, otp: string) => {
  const user = await userOf(ctx, session);
  if (user.mfaSecret) throw new AppError('mfa_already_enabled');
  if (!user.mfaPendingSecret) throw new AppError('mfa_setup_missing');
  const step = matchTotp(ctx.secretBox.open(user.mfaPendingSecret), otp);
  if (step === null) throw new AppError('otp_invalid');
  await ctx.db.transaction(async (tx) => {
    // The code that turns 2FA on can't be replayed to sign in a minute later.
    await updateUser(tx, user.id, {
      mfaSecret: user.mfaPendingSecret,
      mfaPendingSecret: null,
      mfaEnabledAt: new Date(),
      mfaLastStep: null,
    });
    if (!(await acceptMfaStep(tx, user.id, step))) throw new AppError('otp_invalid');
    await revokeUserSessions(tx, user.id, session.id);
  });
};

/** Turning 2FA off (after the dashboard's confirmation) signs out every other session. */
export const disableMfa = async (ctx: AppContext, session: SessionRecord) => {
  const user = await userOf(ctx, session);
  if (!user.mfaSecret) throw new AppError('mfa_not_enabled');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null });
    await revokeUserSessions(tx, user.id, session.id);
  });
};
