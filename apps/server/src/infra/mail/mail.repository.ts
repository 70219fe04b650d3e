import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/identity.ts';

export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
export type ClaimedEmail = { id: string; recipient: string; subject: string; text: string; html: string };

const claimed = {
  id: emailOutbox.id,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  text: emailOutbox.text,
  html: emailOutbox.html,
};

export const insertOutboxEmail = async (db: Executor, row: NewOutboxEmail): Promise<void> => {
  await db.insert(emailOutbox).values(row);
};

/**
 * Claims unsent rows by stamping time_sent before sending: concurrent UPDATEs on a row serialise
 * and the loser re-checks `time_sent IS NULL`, so each row goes to exactly one sender. The cost
 * is at most once: a crash between claim and SMTP reply leaves a row marked sent, never a duplicate.
 */
export const claimOutboxEmails = async (db: Executor, ids: string[]): Promise<ClaimedEmail[]> =>
  ids.length === 0
    ? []
    : db
        .update(emailOutbox)
        .set({ timeSent: sql`now()` })
        .where(and(inArray(emailOutbox.id, ids), isNull(emailOutbox.timeSent)))
        .returning(claimed);

/**
 * Claims up to `limit` unsent rows with attempts to spare, oldest first, created at least
 * `minAgeSeconds` ago by the database clock (processes' clocks may disagree).
 */
export const claimPendingOutboxEmails = async (
  db: Executor,
  options: { minAgeSeconds: number; maxAttempts: number; limit: number },
): Promise<ClaimedEmail[]> => {
  // SKIP LOCKED lets two workers claim disjoint batches instead of queueing behind each other.
  const batch = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.timeSent),
        lt(emailOutbox.attempts, options.maxAttempts),
        lt(emailOutbox.timeCreated, sql`now() - ${options.minAgeSeconds} * interval '1 second'`),
      ),
    )
    .orderBy(asc(emailOutbox.timeCreated))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ timeSent: sql`now()` })
    .where(and(inArray(emailOutbox.id, batch), isNull(emailOutbox.timeSent)))
    .returning(claimed);
};

export const markOutboxEmailSent = async (db: Executor, id: string): Promise<void> => {
  await db.update(emailOutbox).set({ timeSent: sql`now()`, lastError: null }).where(eq(emailOutbox.id, id));
};

/** Releases the claim so a later retry can pick the row up again. */
export const markOutboxEmailFailed = async (db: Executor, id: string, error: string): Promise<void> => {
  await db
    .update(emailOutbox)
    .set({ timeSent: null, attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(emailOutbox.id, id));
};
