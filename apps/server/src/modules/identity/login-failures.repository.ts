import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/identity.ts';

/** Spec: 10 failed attempts lock sign-in for 30 minutes. Failures older than a day are forgotten. */
export const maxFailures = 10;
export const lockMinutes = 30;

/** Seconds until sign-in for this address unlocks, or null when it isn't locked. */
export const lockedSeconds = async (db: Executor, emailKey: string): Promise<number | null> => {
  const [row] = await queryRows<{ seconds: number | string }>(
    db,
    sql`select ceil(extract(epoch from (time_unlocked - now())))::int as seconds
        from login_failures where email_key = ${emailKey} and time_unlocked > now()`,
  );
  return row ? Number(row.seconds) : null;
};

/**
 * Counts one failure in a single atomic upsert, so concurrent attempts from several processes
 * are all counted. The failure that reaches the limit locks; while locked nothing more counts.
 * Returns the seconds left on the lock, or null when the address is not locked.
 */
export const recordFailure = async (db: Executor, emailKey: string): Promise<number | null> => {
  const locked = sql`(login_failures.time_unlocked is not null and login_failures.time_unlocked > now())`;
  const count = sql`(case when login_failures.time_updated < now() - interval '1 day' then 1
                          else login_failures.failures + 1 end)`;
  const locks = sql`(not ${locked} and ${count} >= ${maxFailures})`;
  const [row] = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`insert into login_failures (email_key, failures, time_updated) values (${emailKey}, 1, now())
        on conflict (email_key) do update set
          failures = case when ${locked} then login_failures.failures when ${locks} then 0 else ${count} end,
          time_locked = case when ${locks} then now() else login_failures.time_locked end,
          time_unlocked = case when ${locks} then now() + make_interval(mins => ${lockMinutes})
                               else login_failures.time_unlocked end,
          time_updated = now()
        returning case when time_unlocked > now()
                       then ceil(extract(epoch from (time_unlocked - now())))::int end as seconds`,
  );
  return row?.seconds == null ? null : Number(row.seconds);
};

export const clearFailures = (db: Executor, emailKey: string) =>
  db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
