import type { Invitation } from '@paydeck/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Sends the invitation again with a new link, valid 7 more days. */
export const resendInvitation = (id: string) =>
  api.post<Invitation>(`/v1/inviting_send_mail/${encodeURIComponent(id)}`);

/** A refusal (409 accepted or already a member, 403, 404) is the server's own words, shown as an error message. */
export const useResendInvitation = (accountId: string) =>
  useMutation({
    mutationFn: resendInvitation,
    onSuccess: useInvalidate('invitationsChanged', accountId),
    meta: { errorMode: 'error' },
  });
