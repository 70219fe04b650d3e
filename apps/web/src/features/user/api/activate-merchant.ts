import type { MerchantActivationBody, MerchantActivationResult } from '@paydeck/contract/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';

export const activateMerchant = (body: Camelize<MerchantActivationBody>) =>
  api.post<MerchantActivationResult>('/v1/merchants', { body });

export const useActivateMerchant = () => useMutation({ mutationFn: activateMerchant, meta: { errorMode: 'silent' } });
