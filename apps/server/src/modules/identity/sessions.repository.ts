import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Session } from '../../core/request.ts';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Sessions last 12 hours, or a week with "keep me signed in" (spec §9). */
export const sessionLifetimeMs = (remember: boolean) => (remember ? 7 * 24 : 12) * 60 * 60 * 1000;

export const findActiveSession = async (db: Executor, token: string): Promise<Session | null> => {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      email: users.email,
      admin: sessions.admin,
      selectedAccountId: sessions.selectedAccountId,
      timeExpired: sessions.timeExpired,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.timeRevoked), gt(sessions.timeExpired, sql`now()`)),
    );
  return row ?? null;
};

export const insertSession = async (
  db: Executor,
  input: {
    userId: string;
    remember: boolean;
    admin: boolean;
    ip: string;
    userAgent: string;
    selectedAccountId: string | null;
  },
): Promise<{ token: string; timeExpired: Date }> => {
  const token = newToken();
  const timeExpired = new Date(Date.now() + sessionLifetimeMs(input.remember));
  await db.insert(sessions).values({
    id: newId('ses'),
    tokenHash: hashToken(token),
    userId: input.userId,
    admin: input.admin,
    selectedAccountId: input.selectedAccountId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    timeExpired,
  });
  return { token, timeExpired };
};

export const revokeSession = (db: Executor, sessionId: string) =>
  db
    .update(sessions)
    .set({ timeRevoked: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.timeRevoked)));

/** Signs the user out everywhere, except the session `keepId` when given (the one making the change). */
export const revokeUserSessions = (db: Executor, userId: string, keepId?: string) =>
  db
    .update(sessions)
    .set({ timeRevoked: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.timeRevoked), keepId ? ne(sessions.id, keepId) : undefined),
    );

export const setSelectedAccount = (db: Executor, sessionId: string, accountId: string | null) =>
  db.update(sessions).set({ selectedAccountId: accountId }).where(eq(sessions.id, sessionId));
