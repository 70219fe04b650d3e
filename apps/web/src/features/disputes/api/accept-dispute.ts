import type { Dispute } from '@paydeck/contract/disputes';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** The merchant gives in: the disputed amount stays with the payer (needs_response → accepted). */
export const acceptDispute = (id: string) =>
  merchantApi.post<Dispute>(`/api/disputes/${encodeURIComponent(id)}/accept`);

/** The confirmation dialog shows a refusal itself. */
export const useAcceptDispute = (accountId: string) =>
  useMutation({
    mutationFn: acceptDispute,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'silent' },
  });
