import { ticketStatuses } from '@paydeck/contract/ticket-rules';
import { dateRange, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(ticketStatuses), range: dateRange };

/** The tickets list's filters (status, date range), kept in the URL query. */
export const useTicketFilters = () => useUrlFilters(codecs);
