import type { Payout } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';

/** Emails the user a code for a payout verified by email (the answer is the payout). */
export const sendVerificationCode = (id: string) =>
  merchantApi.post<Payout>(`/api/payouts/${encodeURIComponent(id)}/verification_code`);

/** The page shows a refusal (locked, no longer waiting) itself. */
export const useSendVerificationCode = () =>
  useMutation({ mutationFn: sendVerificationCode, meta: { errorMode: 'silent' } });
