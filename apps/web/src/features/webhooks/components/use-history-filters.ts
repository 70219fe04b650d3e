import { type EventType, eventTypes } from '@paydeck/contract/event-types';
import { type WebhookHistoryStatus, webhookHistoryStatuses } from '@paydeck/contract/webhook-types';
import { dateRange, loadedChoice, oneOf, useUrlFilters } from '../../../lib/url-filters.ts';

const codecs = {
  endpointId: loadedChoice,
  eventType: oneOf(eventTypes),
  status: oneOf(webhookHistoryStatuses),
  range: dateRange,
};

/** The webhook histories' filters (endpoint, event type, status, date range), kept in the URL query. */
export const useHistoryFilters = () => useUrlFilters(codecs);

/** The histories page's query for a link from elsewhere (an endpoint's deliveries, a test event's). */
export const historiesQuery = (filters: {
  endpointId?: string;
  eventType?: EventType;
  status?: WebhookHistoryStatus;
}) =>
  new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
