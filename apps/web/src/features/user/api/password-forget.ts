import type { PasswordForgetBody } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const passwordForget = (body: PasswordForgetBody) => api.post<object>('/v1/password_forget', { body });

export const usePasswordForget = () => useMutation({ mutationFn: passwordForget, meta: { errorMode: 'silent' } });
