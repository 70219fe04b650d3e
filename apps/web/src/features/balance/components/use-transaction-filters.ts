import { settlementCurrencies } from '@paydeck/contract/currencies';
import { balanceTransactionStatuses, balanceTransactionTypes } from '@paydeck/contract/payin-types';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = {
  type: oneOf(balanceTransactionTypes),
  status: oneOf(balanceTransactionStatuses),
  currency: oneOf(settlementCurrencies),
  sourceId: text,
  range: dateRange,
};

/** The balance transactions list's filters (type, status, currency, source id, date range), in the URL. */
export const useTransactionFilters = () => useUrlFilters(codecs);
