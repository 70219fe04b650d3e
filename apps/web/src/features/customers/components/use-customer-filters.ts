import { type DateRange, formatRange, parseRange } from '../../../lib/date-range.ts';
import { type FilterCodec, text, useUrlFilters } from '../../../lib/url-filters.ts';

/**
 * Customers are kept, not events: the list shows every date until a range is picked (unlike the
 * other lists' last 31 days), so a search finds a customer however long ago it was created.
 */
const rangeAllByDefault: FilterCodec<DateRange | null, 'dateRange'> = {
  parse: (raw) => (raw === null || raw === 'all' ? null : parseRange(raw)),
  format: (range) => (range ? formatRange(range) : null),
  control: 'dateRange',
};

const codecs = { search: text, range: rangeAllByDefault };

/** The customer list's search and date range, kept in the URL query. */
export const useCustomerFilters = () => useUrlFilters(codecs);
