import type { Country, TimeZone } from '@paydeck/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

countries.registerLocale(en);
countries.registerLocale(zh);

/** XK (Kosovo) is a user-assigned code, not part of ISO 3166-1. */
const notIso = new Set(['XK']);

/** Every ISO 3166-1 country with its English and Chinese name, sorted by code. */
export const listCountries = (): Country[] =>
  Object.keys(countries.getAlpha2Codes())
    .filter((alpha2) => !notIso.has(alpha2))
    .sort()
    .map((alpha2) => ({
      alpha2,
      name: countries.getName(alpha2, 'en', { select: 'official' }) ?? alpha2,
      name_zh: countries.getName(alpha2, 'zh', { select: 'official' }) ?? alpha2,
    }));

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

// Building a formatter costs ~0.25 ms, using one a few µs: keep one per zone.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetFormatter = (timeZone: string) => {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's offset from UTC at `at`, in minutes, from the runtime's IANA database (ICU). */
export const utcOffsetMinutes = (timeZone: string, at: Date): number => {
  const part = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? '');
  if (!match) return 0;
  const [, sign, hours = '0', mins = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins));
};

/**
 * ICU lists zones by their CLDR ids, some of which are IANA's old names; the wire uses the
 * current IANA names (ICU accepts both when computing offsets).
 */
const ianaNames: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Every canonical IANA zone (plus UTC) with its offset now, ordered by offset then name. */
export const listTimeZones = (at = new Date()): TimeZone[] => {
  const ids = new Set([...Intl.supportedValuesOf('timeZone').map((id) => ianaNames[id] ?? id), 'UTC']);
  return [...ids]
    .map((id) => {
      const minutes = utcOffsetMinutes(id, at);
      return { id, utc_offset: formatOffset(minutes), utc_offset_minutes: minutes };
    })
    .sort((a, b) => a.utc_offset_minutes - b.utc_offset_minutes || a.id.localeCompare(b.id));
};

let cached: { minute: number; zones: TimeZone[] } | undefined;

/**
 * The zone list for now, computed at most once a minute: offsets only change at DST transitions,
 * which fall on whole minutes, and computing all of them takes ~15 ms of CPU.
 */
export const currentTimeZones = (now = Date.now()): TimeZone[] => {
  const minute = Math.floor(now / 60_000);
  if (cached?.minute !== minute) cached = { minute, zones: listTimeZones(new Date(minute * 60_000)) };
  return cached.zones;
};

const countryCodes = new Set(listCountries().map((c) => c.alpha2));
export const isCountryCode = (value: string) => countryCodes.has(value);

/** A zone the time zone list offers (the same ids the settings page picks from). */
export const isTimeZone = (value: string) => currentTimeZones().some((zone) => zone.id === value);
