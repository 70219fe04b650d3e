import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §9: the unread badge looks back two months. */
export const bellLookBackMonths = 2;

/**
 * The bell's list query (spec §7): `time_created` from two months back to now in Unix seconds,
 * the months counted in the user's time zone; unread only; page 1 of 2.
 */
export const bellQuery = (nowMs: number, timeZone: string) => {
  const now = dayjs(nowMs).tz(timeZone);
  return {
    timeCreated: { gte: now.subtract(bellLookBackMonths, 'month').unix(), lt: now.unix() },
    status: 'unread',
    current: 1,
    pageSize: 2,
  };
};

/** The badge for the unread messages found (at most 2 are asked for): none, '1', or '1+' for more. */
export const bellBadgeText = (found: number): string | null => {
  if (found <= 0) return null;
  return found === 1 ? '1' : '1+';
};
