import type { TicketStatus } from '@paydeck/contract/ticket-rules';
import type { ticketListEnvelope } from '@paydeck/contract/tickets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type TicketPage = SchemaOutput<typeof ticketListEnvelope>['data'];
export type TicketRow = Camelize<TicketPage>['list'][number];

export type TicketQuery = {
  current: number;
  pageSize: number;
  status?: TicketStatus | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The current account's tickets, newest first. */
export const getTickets = (query: TicketQuery) => api.get<TicketPage>('/v1/tickets', { query });

export const getTicketsQueryOptions = (accountId: string, query: TicketQuery) =>
  queryOptions({
    queryKey: queryKeys.list('tickets', accountId, query),
    queryFn: () => getTickets(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useTickets = (accountId: string, query: TicketQuery) => useQuery(getTicketsQueryOptions(accountId, query));
