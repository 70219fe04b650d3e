import type { LoginMfaBody, LoginResult } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';

export const loginMfa = (body: Camelize<LoginMfaBody>) => api.post<LoginResult>('/v1/login_mfa', { body });

/** The code step shows its failure on the form (spec §8: login failures are not announced twice). */
export const useLoginMfa = () => useMutation({ mutationFn: loginMfa, meta: { errorMode: 'silent' } });
