import { type Currency, formatMoney as formatMoneyIn } from '@paydeck/contract/currencies';
import { wallTimeText } from '@paydeck/contract/wall-time';
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

/** Unix seconds from the wire → "YYYY-MM-DD HH:mm:ss" in the display time zone. */
export const formatDateTime = (unixSeconds: number | null | undefined, timeZone = displayTimeZone()): string =>
  unixSeconds === null || unixSeconds === undefined ? '' : wallTimeText(unixSeconds * 1000, timeZone);

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
