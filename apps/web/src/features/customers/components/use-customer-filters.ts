import { dateRange, text, useUrlFilters } from '../../../lib/url-filters.ts';

/** Like every list, the last 31 days until another range (or every date) is picked. */
const codecs = { search: text, range: dateRange };

/** The customer list's search and date range, kept in the URL query. */
export const useCustomerFilters = () => useUrlFilters(codecs);
