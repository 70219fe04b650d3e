import { messageStatuses } from '@paydeck/contract/message-types';
import { dateRange, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = { status: oneOf(messageStatuses), range: dateRange };

/** The messages list's filters (read or unread, date range), kept in the URL query. */
export const useMessageFilters = () => useUrlFilters(codecs);
