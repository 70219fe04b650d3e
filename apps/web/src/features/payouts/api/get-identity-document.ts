import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A document's bytes: a plain <img src> can't carry the bearer token, so they are fetched. */
export const getIdentityDocument = (payerId: string, fileId: string) =>
  merchantApi.download(`/api/payers/${encodeURIComponent(payerId)}/identity_documents/${encodeURIComponent(fileId)}`);

/** A file never changes under its id: fetched once per page visit, its failure shown on its thumbnail. */
export const getIdentityDocumentQueryOptions = (accountId: string, payerId: string, fileId: string) =>
  queryOptions({
    queryKey: [...queryKeys.detail('payers', accountId, payerId), 'identityDocument', fileId] as const,
    queryFn: () => getIdentityDocument(payerId, fileId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useIdentityDocument = (accountId: string, payerId: string, fileId: string) =>
  useQuery(getIdentityDocumentQueryOptions(accountId, payerId, fileId));
