import type { LoginBody, LoginResult } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => api.post<LoginResult>('/v1/login', { body });

/** Login failures are shown on the form itself, not announced a second time (spec §8). */
export const useLogin = () => useMutation({ mutationFn: login, meta: { errorMode: 'silent' } });
