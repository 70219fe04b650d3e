import type { Ticket } from '@paydeck/contract/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TicketDetail = Camelize<Ticket>;

/** One ticket of the current account with its conversation (404 for another account's). */
export const getTicket = (id: string) => api.get<Ticket>(`/v1/tickets/${encodeURIComponent(id)}`);

export const getTicketQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('tickets', accountId, id),
    queryFn: () => getTicket(id),
    meta: { errorMode: 'silent' },
  });

export const useTicket = (accountId: string, id: string) => useQuery(getTicketQueryOptions(accountId, id));
