/** Times on the wire are Unix seconds (ARCHITECTURE §3). */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const dayMs = 24 * 60 * 60 * 1000;

/** The calendar date and clock time of `date` in a time zone, as parts. */
const partsIn = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
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
