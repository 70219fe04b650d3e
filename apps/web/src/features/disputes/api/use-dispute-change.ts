import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After a dispute moved: its lists and detail, its payment and the balance refetch when shown. */
export const useDisputeChanged = (accountId: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.scope('disputes', accountId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.area('payments', accountId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.area('balanceTransactions', accountId) }),
    ]);
};
