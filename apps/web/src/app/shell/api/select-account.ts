import type { CurrentAccount } from '@paydeck/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Makes an account the session's current one; answers that account (404 not a member, 403 merchant disabled). */
export const selectAccount = (accountId: string) =>
  api.post<CurrentAccount>('/v1/select_account', { body: { accountId } });

export const useSelectAccount = () => useMutation({ mutationFn: selectAccount });
