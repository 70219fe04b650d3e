import { maxStatisticsDays, statisticsGranularities } from '@paydeck/contract/statistics-types';
import { type DateRange, formatRange, parseRange, quickRangeOf, todayIn } from '../../../lib/date-range.ts';
import { type FilterCodec, loadedChoice, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';
import { daysIn } from './granularities.ts';

/**
 * The range in the URL, else the last month up to today in the account's time zone (the days the
 * server counts in). Never "every date": `all`, a malformed range (which `parseRange` turns into
 * the lists' default) and one longer than the server takes all give the default.
 */
const statisticsRange = (today: string): FilterCodec<DateRange, 'dateRange'> => ({
  parse: (raw) => {
    const range = parseRange(raw, today);
    const asWritten = range !== null && formatRange(range) === raw;
    return asWritten && daysIn(range) <= maxStatisticsDays ? range : quickRangeOf('lastMonth', today);
  },
  format: (range) => formatRange(range),
  control: 'dateRange',
});

/** The statistics page's choices (range, granularity, currency), kept in the URL query. */
export const useStatisticsFilters = (timeZone: string | undefined) =>
  useUrlFilters({
    range: statisticsRange(todayIn(timeZone)),
    granularity: oneOf(statisticsGranularities),
    currency: loadedChoice,
  });
