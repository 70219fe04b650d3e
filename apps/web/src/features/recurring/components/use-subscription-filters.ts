import { subscriptionStatuses } from '@paydeck/contract/recurring-rules';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(subscriptionStatuses), customer: text, range: dateRange };

/** The subscriptions list's filters (status, customer id, date range), kept in the URL query. */
export const useSubscriptionFilters = () => useUrlFilters(codecs);
