import { asUtc, wallTimeAt } from '../../lib/time.ts';

/**
 * CSV as spreadsheets read it (RFC 4180): fields holding a comma, a quote, CR or LF are quoted,
 * with quotes doubled; lines end in CRLF; the file starts with a UTF-8 byte order mark so Excel
 * reads UTF-8 (Chinese headers, names) rather than the system code page.
 */
export const utf8Bom = '\uFEFF';
export const csvLineEnd = '\r\n';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab, CR first. */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;
/** A decimal the exporter wrote itself from integer minor units: a number, never a formula. */
const plainDecimal = /^-?\d+(\.\d+)?$/;

/** One text cell: escaped against formula injection with a leading `'`, then quoted as needed. */
export const csvCell = (value: string): string => {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * One amount cell. An amount is written by `toMajorString` from an integer, so a negative one
 * ("-12.50") is a number, not a formula: it is left as it is, so a spreadsheet still adds it up.
 * Anything else goes through the text rule, so the exemption can't be used to smuggle a formula.
 */
export const csvAmountCell = (value: string): string => (plainDecimal.test(value) ? value : csvCell(value));

export const csvLine = (cells: string[]): string => `${cells.join(',')}${csvLineEnd}`;

/**
 * Integer minor units, as the decimal text PostgreSQL writes a bigint in ("-1234"), to major units
 * ("-12.34" with exponent 2): `toMajorString`'s result, by moving the point in the digits, so it is
 * exact for any size without a BigInt per cell.
 */
export const majorUnits = (minor: string, exponent: number): string => {
  if (exponent === 0) return minor;
  const negative = minor.charCodeAt(0) === 45; // '-'
  const digits = negative ? minor.slice(1) : minor;
  const padded = digits.length > exponent ? digits : '0'.repeat(exponent + 1 - digits.length) + digits;
  const point = padded.length - exponent;
  return `${negative ? '-' : ''}${padded.slice(0, point)}.${padded.slice(point)}`;
};

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const quarterHourMs = 15 * 60 * 1000;

/**
 * Formats Unix seconds as `YYYY-MM-DD HH:mm:ss` in `timeZone`, fast enough for a million rows:
 * the zone's offset is asked of Intl once per quarter hour of time (every zone's offset is a
 * multiple of 15 minutes and changes on such a boundary), and the digits are written by hand.
 */
export const zonedTimeFormatter = (timeZone: string) => {
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const quarter = Math.floor(ms / quarterHourMs);
    const known = offsets.get(quarter);
    if (known !== undefined) return known;
    const start = quarter * quarterHourMs;
    const local = asUtc(wallTimeAt(start, timeZone));
    const offset = local - start;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(quarter, offset);
    return offset;
  };
  return (seconds: number): string => {
    const ms = seconds * 1000;
    const local = new Date(ms + offsetAt(ms));
    return (
      `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ` +
      `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
    );
  };
};
