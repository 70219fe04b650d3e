import type { AcceptInvitationBody, AcceptInvitationResult } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const acceptInvitation = (body: AcceptInvitationBody) =>
  api.post<AcceptInvitationResult>('/v1/accept_invitation', { body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation, meta: { errorMode: 'silent' } });
