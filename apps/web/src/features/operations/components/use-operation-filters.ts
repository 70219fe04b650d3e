import { operationActions, operationSourceTypes } from '@paydeck/contract/operation-types';
import { dateRange, loadedChoice, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = {
  accountId: loadedChoice,
  action: oneOf(operationActions),
  sourceType: oneOf(operationSourceTypes),
  range: dateRange,
};

/** The activity log's filters (account, action, source, date range), kept in the URL query. */
export const useOperationFilters = () => useUrlFilters(codecs);
