import type { LoginOutcome } from '@paydeck/contract/identity-rules';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';
import type { Device } from '../../lib/user-agent.ts';

/** Spec: 10 failed attempts lock sign-in for 30 minutes. Failures older than a day are forgotten. */
export const maxFailures = 10;
export const lockMinutes = 30;

const locked = sql`(login_failures.time_unlocked is not null and login_failures.time_unlocked > now())`;
const stale = sql`(login_failures.time_updated < now() - interval '1 day')`;

/**
 * Takes one of the address's 10 checks BEFORE the password or code is checked, in one atomic
 * upsert that counts the attempt only while fewer than 10 are counted and the address isn't
 * locked. Concurrent attempts from any number of processes therefore check at most 10 passwords
 * between locks; the rest are refused unchecked. A success forgives or clears what it took.
 * Returns null when the attempt may be checked, else the seconds until sign-in unlocks.
 */
export const takeAttempt = async (db: Executor, emailKey: string): Promise<number | null> => {
  const [row] = await queryRows<{ taken: boolean; seconds: number | string | null }>(
    db,
    sql`with taken as (
          insert into login_failures (email_key, failures, time_updated) values (${emailKey}, 1, now())
          on conflict (email_key) do update set
            failures = case when ${stale} then 1 else login_failures.failures + 1 end,
            time_updated = now()
          where not ${locked} and (${stale} or login_failures.failures < ${maxFailures})
          returning 1
        )
        select exists (select 1 from taken) as taken,
               (select ceil(extract(epoch from (time_unlocked - now())))::int from login_failures
                where email_key = ${emailKey} and time_unlocked > now()) as seconds`,
  );
  if (row?.taken) return null;
  // Refused: locked, or the last checks are taken by attempts still being checked.
  return row?.seconds == null ? lockMinutes * 60 : Number(row.seconds);
};

/**
 * After a failed check, in one statement whatever the address: the failure that used up the 10th
 * check locks the address for 30 minutes and starts the count again, and a user's failure goes to
 * their login history ('locked' when it locked). The row is written either way, so an unknown
 * address costs the same round trip and commit as a wrong password (no timing tells them apart).
 * Returns the seconds of the lock this failure set, else null.
 */
export const recordFailedCheck = async (
  db: Executor,
  emailKey: string,
  /** Null when the check was not a sign-in (turning 2FA off): it counts, but is no login. */
  history: { userId: string | null; outcome: LoginOutcome; ip: string; device: Device } | null,
): Promise<number | null> => {
  const exhausted = sql`(login_failures.failures >= ${maxFailures} and not ${locked})`;
  const [row] = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`with failed as (
          update login_failures set
            failures = case when ${exhausted} then 0 else login_failures.failures end,
            time_locked = case when ${exhausted} then now() else login_failures.time_locked end,
            time_unlocked = case when ${exhausted} then now() + make_interval(mins => ${lockMinutes})
                                 else login_failures.time_unlocked end,
            time_updated = now()
          where email_key = ${emailKey}
          returning (time_locked = now()) as locked_now,
                    ceil(extract(epoch from (time_unlocked - now())))::int as seconds
        ), recorded as (
          insert into login_histories (id, user_id, browser, os, form_factor, ip, outcome, admin)
          select ${newId('lgh')}, ${history?.userId ?? null}::text, ${history?.device.browser ?? null}::text,
                 ${history?.device.os ?? null}::text, ${history?.device.formFactor ?? null}::text, ${history?.ip ?? null},
                 case when exists (select 1 from failed where locked_now) then 'locked' else ${history?.outcome ?? null} end,
                 false
          where ${history?.userId ?? null}::text is not null
        )
        select (select seconds from failed where locked_now) as seconds`,
  );
  return row?.seconds == null ? null : Number(row.seconds);
};

/** A right password that doesn't finish signing in (second factor, unconfirmed email) gives its check back. */
export const forgiveAttempt = (db: Executor, emailKey: string) =>
  db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(sql`${loginFailures.emailKey} = ${emailKey} and not ${locked}`);

export const clearFailures = (db: Executor, emailKey: string) =>
  db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
