/** Times on the wire are Unix seconds (ARCHITECTURE §3). */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const dayMs = 24 * 60 * 60 * 1000;

/** A wall-clock time in some time zone; `month` is 1–12. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

/** One formatter per zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The wall-clock time an instant shows in a zone. */
export const wallTimeAt = (instant: number, zone: string): WallTime => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    // Intl shows no milliseconds; they are the same in every zone.
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
};

/** The instant a wall time would be in UTC: a number to compare wall times by. */
export const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The calendar date and clock time of `date` in a time zone, as parts. */
const partsIn = (date: Date, timeZone: string) => {
  const wall = wallTimeAt(date.getTime(), timeZone);
  return {
    date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`,
    time: `${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`,
  };
};

/** Spec §9 time format, `YYYY-MM-DD HH:mm:ss`, in a time zone, the zone named after it. */
export const formatInZone = (date: Date, timeZone: string) => {
  const { date: day, time } = partsIn(date, timeZone);
  return `${day} ${time} (${timeZone})`;
};

/** The calendar date (YYYY-MM-DD) `businessDays` weekdays after `date`'s date in a time zone. */
export const addBusinessDays = (date: Date, businessDays: number, timeZone: string) => {
  const [year, month, day] = partsIn(date, timeZone).date.split('-').map(Number);
  const cursor = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  let left = businessDays;
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return cursor.toISOString().slice(0, 10);
};
