import { refundStatuses } from '@paydeck/contract/payin-types';
import { dateRange, oneOf, text, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(refundStatuses), paymentId: text, range: dateRange };

/** The refunds list's filters (status, payment id, date range), kept in the URL query. */
export const useRefundFilters = () => useUrlFilters(codecs);
