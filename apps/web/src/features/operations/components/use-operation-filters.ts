import { operationActions, operationSourceTypes } from '@paydeck/contract/operation-types';
import { dateRange, type FiltersOf, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = {
  accountId: text,
  action: oneOf(operationActions),
  sourceType: oneOf(operationSourceTypes),
  range: dateRange,
};

export type OperationFilters = FiltersOf<typeof codecs>;

/** The activity log's filters (account, action, source, date range), kept in the URL query. */
export const useOperationFilters = () => useUrlFilters(codecs);
