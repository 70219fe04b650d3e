import type { MandateSigningOutcome, MandateSigningView } from '@paydeck/contract/mandate-signing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkKeys } from '../../../lib/link.keys.ts';

/** The customer's answer, given to the test mode's simulated processor: the mandate as it now is. */
export const signMandate = (id: string, token: string, outcome: MandateSigningOutcome) =>
  api.post<MandateSigningView>(`/v1/mandate-signing/${encodeURIComponent(id)}/sign`, { body: { token, outcome } });

/**
 * The page shows the answer in place; a refusal (the mandate was answered or canceled meanwhile)
 * is shown by the form, and the mandate is read again in case it moved.
 */
export const useSignMandate = (id: string, token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: MandateSigningOutcome) => signMandate(id, token, outcome),
    onSuccess: (view) => queryClient.setQueryData(linkKeys.mandateSigning(id, token), view),
    onError: () => queryClient.invalidateQueries({ queryKey: linkKeys.mandateSigning(id, token) }),
    meta: { errorMode: 'silent' },
  });
};
