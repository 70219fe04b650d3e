import { modeKey, queryRoots } from '../../../lib/query-roots.ts';

/** API keys are the session's current account's, per mode; the keys name both so a switch of either refetches. */
export const developersKeys = {
  all: queryRoots.developers,
  apiKeys: (accountId: string, livemode: boolean) =>
    [...developersKeys.all, accountId, modeKey(livemode), 'apiKeys'] as const,
};
