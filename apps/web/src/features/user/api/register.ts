import type { RegisterBody, RegisterResult } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const register = (body: RegisterBody) => api.post<RegisterResult>('/v1/register', { body });

export const useRegister = () => useMutation({ mutationFn: register, meta: { errorMode: 'silent' } });
