import { settlementCurrencies } from '@paydeck/contract/currencies';
import { entityTypes, payoutMethods, payoutPurposes, payoutStatuses } from '@paydeck/contract/payout-rules';
import { dateRange, loadedChoice, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

// Like every list, the last 31 days until another range (or every date) is picked.
const partyCodecs = { entityType: oneOf(entityTypes), search: text, range: dateRange };
const payoutMethodCodecs = { method: oneOf(payoutMethods), payeeId: loadedChoice };
const payoutCodecs = {
  status: oneOf(payoutStatuses),
  method: oneOf(payoutMethods),
  purpose: oneOf(payoutPurposes),
  currency: oneOf(settlementCurrencies),
  search: text,
  range: dateRange,
};

/** The payer and payee lists' filters (entity type, id or reference, date range), in the URL. */
export const usePartyFilters = () => useUrlFilters(partyCodecs);

/** The payout methods list's filters (method, payee), in the URL. */
export const usePayoutMethodFilters = () => useUrlFilters(payoutMethodCodecs);

/** The payouts list's filters, in the URL. */
export const usePayoutFilters = () => useUrlFilters(payoutCodecs);
