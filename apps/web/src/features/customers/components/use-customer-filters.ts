import { type DateRange, formatRange, parseRange } from '../../../lib/date-range.ts';
import { type FilterCodec, type FiltersOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

/**
 * Customers are kept, not events: the list shows every date until a range is picked (unlike the
 * other lists' last 31 days), so a search finds a customer however long ago it was created.
 */
const rangeAllByDefault: FilterCodec<DateRange | null> = {
  parse: (raw) => (raw === null || raw === 'all' ? null : parseRange(raw)),
  format: (range) => (range ? formatRange(range) : null),
};

const codecs = { search: text, range: rangeAllByDefault };

export type CustomerFilters = FiltersOf<typeof codecs>;

/** The customer list's search and date range, kept in the URL query. */
export const useCustomerFilters = () => {
  const { filters, setFilters, resetFilters } = useUrlFilters(codecs);
  return { filters, setFilters, resetFilters, filtered: filters.search !== undefined || filters.range !== null };
};
