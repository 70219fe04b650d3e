import { exportSourceTypes, exportStatuses } from '@paydeck/contract/export-types';
import { dateRange, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(exportStatuses), source: oneOf(exportSourceTypes), range: dateRange };

/** The exports list's filters (status, list exported, date range), kept in the URL query. */
export const useExportFilters = () => useUrlFilters(codecs);
