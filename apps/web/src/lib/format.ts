import { type Currency, formatMoney as formatMoneyIn } from '@paydeck/contract/currencies';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { activeLocale } from './locale.ts';
import { storage } from './storage.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** The user's stored time zone, else the browser's. */
export const displayTimeZone = (): string => storage.get('timezone') || dayjs.tz.guess();

/** Unix seconds from the wire → "YYYY-MM-DD HH:mm:ss" in the display time zone. */
export const formatDateTime = (unixSeconds: number | null | undefined, timeZone = displayTimeZone()): string =>
  unixSeconds === null || unixSeconds === undefined ? '' : dayjs.unix(unixSeconds).tz(timeZone).format(dateTimeFormat);

/** Integer minor units → localized money text, through the contract's exponent table. */
export const formatMoney = (minor: number | bigint, currency: Currency): string =>
  formatMoneyIn(minor, currency, activeLocale());
