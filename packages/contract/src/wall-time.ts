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

/** One formatter per zone: building one costs far more than formatting with it (~1 ms a call). */
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

/** The wall-clock time an instant (ms) shows in a zone. */
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

/** Spec §9's time format, `YYYY-MM-DD HH:mm:ss`, of an instant (ms) on a zone's wall clock. */
export const wallTimeText = (instant: number, zone: string): string => {
  const wall = wallTimeAt(instant, zone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
};
