import { useQuery } from '@tanstack/react-query';
import type { Query } from './api-client.ts';
import { isLivemode, storeLivemode } from './livemode.ts';
import { merchantApi } from './merchant-api.ts';
import { type ModeArea, queryKeys } from './query-keys.ts';

/**
 * Whether the other mode has records of a list in the same date range: an empty list in one mode
 * then points to the other (the demo's test data seen from live mode, or the reverse). One row is
 * asked for; a failure just leaves the hint out.
 */
export const useOtherModeHasRecords = (
  area: ModeArea,
  path: string,
  accountId: string,
  timeCreated: Query[string] | undefined,
  enabled: boolean,
) => {
  const otherLive = !isLivemode();
  const query: Query = { current: 1, pageSize: 1, timeCreated };
  const answer = useQuery({
    queryKey: queryKeys.list(area, accountId, { ...query, probe: true }, otherLive),
    queryFn: () => merchantApi.get<{ total: number }>(path, { livemode: otherLive, query }),
    meta: { errorMode: 'silent' },
    retry: false,
    enabled,
  });
  return { otherLive, has: (answer.data?.total ?? 0) > 0 };
};

/** Switches the dashboard to a mode and reloads the page, so nothing of the other mode stays in memory. */
export const switchLivemode = (live: boolean) => {
  storeLivemode(live);
  window.location.reload();
};
