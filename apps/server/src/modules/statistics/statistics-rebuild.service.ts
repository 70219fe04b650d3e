import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { accountExists, cutDaysFromBuckets, replaceBuckets } from './statistics.repository.ts';

/**
 * Recomputes the buckets and days of one account (null: every account) from the source tables in one
 * transaction; returns how many buckets it wrote, or null when the account does not exist.
 * Repeatable read: the recount and the events it marks applied see the same commits.
 */
export const rebuildStatistics = (db: Database, accountId: string | null) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    if (accountId !== null && !(await accountExists(tx, accountId))) return null;
    return replaceBuckets(tx, accountId);
  });

/** The same within the caller's transaction (the demo seed's, whose history is partly inserted). */
export const recountStatistics = (tx: Transaction, accountId: string) => replaceBuckets(tx, accountId);

/** The account's days cut again in its new zone, in the transaction that changes it (accounts' `ZoneFollower`). */
export const recutStatisticsDays = (tx: Transaction, accountId: string) => cutDaysFromBuckets(tx, accountId);
