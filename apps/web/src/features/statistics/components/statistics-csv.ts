import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import { statisticsFigureKeys } from '@paydeck/contract/statistics-types';
import type { Bucket } from '../api/get-statistics.ts';
import { figureOf, kindOf } from './figures.ts';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab, CR first. */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One text cell (RFC 4180): a formula start escaped with a leading `'`, then quoted as needed. */
export const csvCell = (value: string): string => {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The column headers in the user's language: the period's, and each figure's (with its unit). */
export type CsvHeaders = { period: string; figure: (key: (typeof statisticsFigureKeys)[number]) => string };

/**
 * The series of one currency as a CSV file that spreadsheets read: a UTF-8 byte order mark (so
 * Excel reads Chinese headers as UTF-8), CRLF line ends, amounts in major units, rates as ratios.
 * Numbers are written here from integers, so a negative amount stays a number, not an escaped text.
 */
export const statisticsCsv = (series: Bucket[], currency: Currency, headers: CsvHeaders): string => {
  const header = [headers.period, ...statisticsFigureKeys.map(headers.figure)].map(csvCell);
  const rows = series.map((bucket) => [
    csvCell(bucket.label),
    ...statisticsFigureKeys.map((key) => {
      const value = figureOf(bucket, key);
      if (value === null) return '';
      return kindOf(key) === 'money' ? toMajorString(value, currency) : String(value);
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((cells) => `${cells.join(',')}\r\n`).join('')}`;
};
