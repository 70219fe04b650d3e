import type { PasswordChangeBody } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';

export const changePassword = (body: Camelize<PasswordChangeBody>) => api.put<object>('/v1/password', { body });

/** The form shows the outcome (a wrong current password is a field problem, not a notification). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { errorMode: 'silent' } });
