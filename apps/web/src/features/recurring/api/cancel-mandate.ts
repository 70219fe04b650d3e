import type { Mandate } from '@paydeck/contract/recurring';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Cancels a mandate, and with it the subscriptions that charge it. */
export const cancelMandate = (id: string) =>
  merchantApi.post<Mandate>(`/api/mandates/${encodeURIComponent(id)}/cancel`);

/** A refusal (409: canceled or declined meanwhile) is the server's words. */
export const useCancelMandate = (accountId: string) =>
  useMutation({
    mutationFn: cancelMandate,
    onSettled: useInvalidate('mandateChanged', accountId),
    meta: { errorMode: 'error' },
  });
