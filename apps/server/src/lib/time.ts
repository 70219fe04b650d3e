import { wallTimeAt, wallTimeText } from '@paydeck/contract/wall-time';

/** Times on the wire are Unix seconds (ARCHITECTURE §3). */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const dayMs = 24 * 60 * 60 * 1000;

export { asUtc, type WallTime, wallTimeAt } from '@paydeck/contract/wall-time';

/** Spec §9 time format, `YYYY-MM-DD HH:mm:ss`, in a time zone, the zone named after it. */
export const formatInZone = (date: Date, timeZone: string) => `${wallTimeText(date.getTime(), timeZone)} (${timeZone})`;

/** The calendar date (YYYY-MM-DD) `businessDays` weekdays after `date`'s date in a time zone. */
export const addBusinessDays = (date: Date, businessDays: number, timeZone: string) => {
  const { year, month, day } = wallTimeAt(date.getTime(), timeZone);
  const cursor = new Date(Date.UTC(year, month - 1, day));
  let left = businessDays;
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return cursor.toISOString().slice(0, 10);
};
