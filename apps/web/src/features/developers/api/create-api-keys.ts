import type { apiKeyPairEnvelope } from '@paydeck/contract/api-keys';
import { useMutation } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

type ApiKeyPair = SchemaOutput<typeof apiKeyPairEnvelope>['data'];

/** The mode's publishable and secret key; the answer holds the secret in full, the only time it is shown. */
export const createApiKeys = () => merchantApi.post<ApiKeyPair>('/api/keys');

/**
 * The list is refetched (it shows the secret masked) rather than fed the answer, so the full secret
 * lives only in the page's state. A refusal (409 the keys exist) is the server's words.
 */
export const useCreateApiKeys = (accountId: string) =>
  useMutation({
    mutationFn: createApiKeys,
    // Not kept in the mutation cache once the page lets go of it: the answer holds the full secret.
    gcTime: 0,
    onSettled: useInvalidate('apiKeysChanged', accountId),
    meta: { errorMode: 'error' },
  });
