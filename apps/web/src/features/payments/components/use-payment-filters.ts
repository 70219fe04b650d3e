import { paymentStatuses } from '@paydeck/contract/payin-types';
import { paymentMethodCatalogue } from '@paydeck/contract/payment-method-catalogue';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

/** The methods a payment can be made with: those that take payments. */
const payinMethods = paymentMethodCatalogue
  .filter((method) => method.businessTypes.includes('payin'))
  .map((method) => method.method);

const codecs = {
  status: oneOf(paymentStatuses),
  method: oneOf(payinMethods),
  search: text,
  range: dateRange,
};

/** The payments list's filters (status, method, id / reference / customer, date range), kept in the URL query. */
export const usePaymentFilters = () => useUrlFilters(codecs);
