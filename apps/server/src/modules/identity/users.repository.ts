import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailKey, users } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Executor, email: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey(email)}`);
  return row ?? null;
};

export const findUserById = async (db: Executor, id: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
};

/** Inserts a user; returns null when the email is taken (also when a concurrent request took it). */
export const insertUser = async (
  db: Executor,
  input: { email: string; passwordHash: string; language?: string; emailConfirmedAt?: Date | null },
): Promise<UserRow | null> => {
  const [row] = await db
    .insert(users)
    .values({ id: newId('usr'), ...input, email: input.email.trim() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

export const updateUser = (db: Executor, id: string, values: Partial<Omit<UserRow, 'id' | 'timeCreated'>>) =>
  db.update(users).set(values).where(eq(users.id, id));

/**
 * Accepts a TOTP step only if it is later than the last one accepted, in one atomic update:
 * a code is good once, even when two requests race with it.
 */
export const acceptMfaStep = async (db: Executor, userId: string, step: number, extra: SQL | undefined = undefined) => {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), sql`${users.mfaLastStep} < ${step}`), extra))
    .returning({ id: users.id });
  return rows.length === 1;
};
