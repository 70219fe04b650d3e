import { paymentMethodCatalogue } from '@paydeck/contract/payment-method-catalogue';
import { mandateStatuses } from '@paydeck/contract/recurring-rules';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

/** The methods a mandate can be signed for: the recurring-capable ones. */
export const recurringMethods = paymentMethodCatalogue
  .filter((method) => method.businessTypes.includes('recurring'))
  .map((method) => method.method);

const codecs = {
  status: oneOf(mandateStatuses),
  method: oneOf(recurringMethods),
  customer: text,
  range: dateRange,
};

/** The mandates list's filters (status, method, customer id, date range), kept in the URL query. */
export const useMandateFilters = () => useUrlFilters(codecs);
