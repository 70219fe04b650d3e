import type { PasswordResetBody } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const passwordReset = (body: PasswordResetBody) => api.post<object>('/v1/password_reset', { body });

export const usePasswordReset = () => useMutation({ mutationFn: passwordReset, meta: { errorMode: 'silent' } });
