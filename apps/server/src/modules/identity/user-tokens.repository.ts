import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type UserTokenPurpose, userTokens } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** How long each kind of one-time token stays good. */
export const tokenLifetimeMs: Record<UserTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  admin_login: 10 * 60 * 1000,
  mfa_login: 5 * 60 * 1000,
};

export const issueUserToken = async (
  db: Executor,
  input: { purpose: UserTokenPurpose; userId: string; data?: Record<string, unknown> },
): Promise<string> => {
  const token = newToken();
  await db.insert(userTokens).values({
    id: newId('utk'),
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    data: input.data ?? {},
    timeExpired: new Date(Date.now() + tokenLifetimeMs[input.purpose]),
  });
  return token;
};

const usable = (purpose: UserTokenPurpose, token: string) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.timeUsed),
    gt(userTokens.timeExpired, sql`now()`),
  );

/** Reads an unused, unexpired token without spending it (the 2FA step may need several tries). */
export const findUserToken = async (db: Executor, purpose: UserTokenPurpose, token: string) => {
  const [row] = await db.select().from(userTokens).where(usable(purpose, token));
  return row ?? null;
};

/** Spends a token atomically: of two concurrent uses, exactly one gets the row. */
export const consumeUserToken = async (db: Executor, purpose: UserTokenPurpose, token: string) => {
  const [row] = await db.update(userTokens).set({ timeUsed: sql`now()` }).where(usable(purpose, token)).returning();
  return row ?? null;
};

/** Counts a wrong code against a pending 2FA sign-in; returns the attempts so far. */
export const countTokenAttempt = async (db: Executor, id: string): Promise<number> => {
  const [row] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(eq(userTokens.id, id))
    .returning({ attempts: userTokens.attempts });
  return row?.attempts ?? 0;
};

/** Spends every outstanding token of a kind (a new reset link voids the older ones). */
export const voidUserTokens = (db: Executor, userId: string, purpose: UserTokenPurpose) =>
  db
    .update(userTokens)
    .set({ timeUsed: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.timeUsed)));
