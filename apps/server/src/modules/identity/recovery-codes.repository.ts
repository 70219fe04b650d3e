import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mfaRecoveryCodes } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';

/** Replaces the user's codes with these hashes: every earlier code, used or not, stops working. */
export const replaceRecoveryCodes = async (db: Executor, userId: string, hashes: string[]) => {
  await deleteRecoveryCodes(db, userId);
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ id: newId('mrc'), userId, codeHash })));
};

export const deleteRecoveryCodes = (db: Executor, userId: string) =>
  db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));

/**
 * Spends a code in one atomic update: of any number of concurrent requests with the same code,
 * exactly one sees its row come back.
 */
export const spendRecoveryCode = async (db: Executor, userId: string, codeHash: string): Promise<boolean> => {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ timeUsed: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.timeUsed),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
};

export const countUnusedRecoveryCodes = async (db: Executor, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.timeUsed)));
  return Number(row?.n ?? 0);
};
