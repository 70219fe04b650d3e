import type { LoginResult, TokenBody } from '@paydeck/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminLogin = (body: TokenBody) => api.post<LoginResult>('/v1/admin_login', { body });

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin, meta: { errorMode: 'silent' } });
