import { disputeReasons, disputeStatuses } from '@paydeck/contract/payin-types';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(disputeStatuses), reason: oneOf(disputeReasons), paymentId: text, range: dateRange };

/** The disputes list's filters (status, reason, payment id, date range), kept in the URL query. */
export const useDisputeFilters = () => useUrlFilters(codecs);
