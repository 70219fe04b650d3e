import { paymentMethodCatalogue, paymentMethodStatuses } from '@paydeck/contract/payment-method-catalogue';
import { businessTypes } from '@paydeck/contract/roles';
import { oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

/** The currencies some method takes, in catalogue order: the only ones worth filtering by. */
const methodCurrencies = [...new Set(paymentMethodCatalogue.flatMap((method) => method.currencies))];

const codecs = {
  status: oneOf(paymentMethodStatuses),
  businessType: oneOf(businessTypes),
  currency: oneOf(methodCurrencies),
};

/** The list's filters (status, business type, currency), kept in the URL query. */
export const usePaymentMethodFilters = () => useUrlFilters(codecs);
