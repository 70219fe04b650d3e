import type { RollExpiry } from '@paydeck/contract/api-key-types';
import type { RolledApiKey } from '@paydeck/contract/api-keys';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type RollRequest = { id: string; expiresIn: RollExpiry };

/** A new key of the same type (a secret one in full, shown this once); the old one works until `expiresIn`. */
export const rollApiKey = ({ id, expiresIn }: RollRequest) =>
  merchantApi.post<RolledApiKey>(`/api/keys/${encodeURIComponent(id)}/roll`, { body: { expiresIn } });

/** The roll dialog shows a refusal (409 already rolled) itself. */
export const useRollApiKey = (accountId: string) =>
  useMutation({
    mutationFn: rollApiKey,
    // Not kept in the mutation cache once the dialog closes: the answer holds the full secret.
    gcTime: 0,
    onSuccess: useInvalidate('apiKeysChanged', accountId),
    meta: { errorMode: 'silent' },
  });
