import { useQueryClient } from '@tanstack/react-query';
import { isLivemode } from '../../../lib/livemode.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { disputesKeys } from './disputes.keys.ts';

/** After a dispute moved: its lists and detail, its payment and the balance refetch when shown. */
export const useDisputeChanged = (accountId: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: disputesKeys.mode(accountId, isLivemode()) }),
      queryClient.invalidateQueries({ queryKey: queryRoots.payments }),
      queryClient.invalidateQueries({ queryKey: queryRoots.balanceTransactions }),
    ]);
};
