import type { LoginResult, TokenBody } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const confirmEmail = (body: TokenBody) => api.post<LoginResult>('/v1/confirm_email', { body });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { errorMode: 'silent' } });
