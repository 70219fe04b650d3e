import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { matchTotp } from '../../lib/totp.ts';
import { acceptMfaStep, findUserByEmail, findUserById, insertUser } from './users.repository.ts';

/** A user as other modules see one: who, without credentials. */
export type UserRef = { id: string; email: string };

const refOf = (user: UserRef | null): UserRef | null => (user ? { id: user.id, email: user.email } : null);

/** The user with this address, whatever its case; null when there is none. */
export const userByEmail = async (db: Executor, email: string): Promise<UserRef | null> =>
  refOf(await findUserByEmail(db, email));

/**
 * A user whose address an emailed link already proved (an accepted invitation), so it starts
 * confirmed. Null when the address is taken, also by a concurrent request.
 */
export const createConfirmedUser = async (
  db: Executor,
  input: { email: string; passwordHash: string },
): Promise<UserRef | null> => refOf(await insertUser(db, { ...input, emailConfirmedAt: new Date() }));

/** Whether the user signs in with a second factor (the getting-started checklist). */
export const twoFactorOn = async (db: Executor, userId: string) =>
  ((await findUserById(db, userId))?.mfaSecret ?? null) !== null;

/**
 * A code from the user's authenticator, checked as at sign-in: within the time window, and each
 * step once (a code already used, here or to sign in, is refused). Null when 2FA is off.
 */
export const acceptUserTotp = async (
  ctx: Pick<AppContext, 'secretBox'>,
  db: Executor,
  userId: string,
  code: string,
) => {
  const user = await findUserById(db, userId);
  if (!user?.mfaSecret) return null;
  const step = matchTotp(ctx.secretBox.open(user.mfaSecret), code);
  return step !== null && (await acceptMfaStep(db, user.id, step));
};
