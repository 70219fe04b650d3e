import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, type ErrorMode } from './api-client.ts';
import { announceError } from './error-policy.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: { errorMode?: ErrorMode };
    mutationMeta: { errorMode?: ErrorMode };
  }
}

/** Server errors may pass; a 4xx will answer the same way again, so it is not retried. */
const retry = (failures: number, error: Error) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500) && failures < 2;

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => announceError(error, query.meta?.errorMode) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => announceError(error, mutation.meta?.errorMode),
    }),
    defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
