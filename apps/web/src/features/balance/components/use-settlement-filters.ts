import { settlementCurrencies } from '@paydeck/contract/currencies';
import { settlementStatuses } from '@paydeck/contract/settlement-rules';
import { dateRange, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(settlementStatuses), currency: oneOf(settlementCurrencies), range: dateRange };

/** The settlements list's filters (status, currency, date range), in the URL. */
export const useSettlementFilters = () => useUrlFilters(codecs);
