import { type Currency, formatMoney as formatMoneyIn } from '@paydeck/contract/currencies';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { uiLocale } from './locale.ts';
import { storage } from './storage.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** The user's stored time zone, else the browser's. */
export const displayTimeZone = (): string => storage.get('timezone') || dayjs.tz.guess();

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ms) as "YYYY-MM-DD HH:mm:ss" on a time zone's wall clock, through one Intl formatter
 * per zone: dayjs's `.tz()` makes a new one on every call (about 1 ms each, 20 on a list page).
 */
export const wallTimeIn = (ms: number, timeZone: string): string => {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, clock);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of clock.formatToParts(ms)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
};

/** Unix seconds from the wire → "YYYY-MM-DD HH:mm:ss" in the display time zone. */
export const formatDateTime = (unixSeconds: number | null | undefined, timeZone = displayTimeZone()): string =>
  unixSeconds === null || unixSeconds === undefined ? '' : wallTimeIn(unixSeconds * 1000, timeZone);

/**
 * Integer minor units → money text in the interface locale (fr-FR: "USD 1 234,56"), through the
 * contract's exponent table. Dates keep the one spec §9 format in every locale; amounts follow it.
 */
export const formatMoney = (minor: number | bigint, currency: Currency): string =>
  formatMoneyIn(minor, currency, uiLocale());

/** A count or plain number in the interface locale (de-DE: "1.234"). */
export const formatNumber = (value: number | bigint): string => new Intl.NumberFormat(uiLocale()).format(value);

const kib = 1024;
/** A file's size in the interface locale: "812 B", "4.2 KB", "134.1 MB" (binary units, as files are counted). */
export const formatBytes = (bytes: number): string => {
  if (bytes < kib) return `${formatNumber(bytes)} B`;
  const [value, unit] = bytes < kib * kib ? [bytes / kib, 'KB'] : [bytes / (kib * kib), 'MB'];
  return `${new Intl.NumberFormat(uiLocale(), { maximumFractionDigits: 1 }).format(value)} ${unit}`;
};
