import dayjs, { type Dayjs } from 'dayjs';
import { dateTimeFormat, displayTimeZone } from '../../../lib/format.ts';

/**
 * antd's pickers work in the browser's zone; the dashboard shows times in the user's display zone
 * (like the date range filter, which reads its days there). A picker's value is the display
 * zone's wall time, read back in that zone.
 */
export const wallTimeOf = (unixSeconds: number, timeZone = displayTimeZone()): Dayjs =>
  dayjs(dayjs.unix(unixSeconds).tz(timeZone).format(dateTimeFormat));

/** The instant a picked wall time names in the display zone, in Unix seconds. */
export const instantOfWallTime = (picked: Dayjs, timeZone = displayTimeZone()): number =>
  dayjs.tz(picked.format(dateTimeFormat), timeZone).unix();
