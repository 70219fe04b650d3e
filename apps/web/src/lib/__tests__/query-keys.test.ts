import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storeLivemode } from '../livemode.ts';
import { type AccountArea, modeAreas, queryKeys } from '../query-keys.ts';

const accountAreas: AccountArea[] = ['account', 'gettingStarted', 'invitations', 'members', 'permissions'];

/** The keys under a prefix, as TanStack matches them for an invalidation. */
const matching = (keys: (readonly unknown[])[], prefix: readonly unknown[]) => {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 1);
  return client.getQueriesData({ queryKey: prefix }).map(([key]) => key);
};

describe('queryKeys', () => {
  it('puts the stored mode in every key of a mode area, so a switch never reads the other mode', () => {
    for (const area of modeAreas) {
      storeLivemode(true);
      const live = [
        queryKeys.scope(area, 'acct_1'),
        queryKeys.list(area, 'acct_1', { page: 1 }),
        queryKeys.detail(area, 'acct_1', 'x_1'),
      ];
      storeLivemode(false);
      const test = [
        queryKeys.scope(area, 'acct_1'),
        queryKeys.list(area, 'acct_1', { page: 1 }),
        queryKeys.detail(area, 'acct_1', 'x_1'),
      ];
      for (const key of live) expect(key.slice(0, 3)).toEqual([area, 'acct_1', 'live']);
      for (const key of test) expect(key.slice(0, 3)).toEqual([area, 'acct_1', 'test']);
      // Neither mode's keys find the other's cache.
      expect(matching(live, queryKeys.scope(area, 'acct_1'))).toEqual([]);
      expect(matching(test, queryKeys.scope(area, 'acct_1'))).toHaveLength(3);
    }
  });

  it('takes a pinned mode over the stored one (the test payment screen is always test)', () => {
    storeLivemode(true);
    expect(queryKeys.detail('testPayment', 'acct_1', 'pay_1', false)).toEqual([
      'testPayment',
      'acct_1',
      'test',
      'detail',
      'pay_1',
    ]);
  });

  it('keeps data that is the same in both modes under one key', () => {
    for (const area of accountAreas) {
      storeLivemode(true);
      const live = queryKeys.list(area, 'acct_1', { page: 2 });
      storeLivemode(false);
      expect(queryKeys.list(area, 'acct_1', { page: 2 })).toEqual(live);
      expect(live).toEqual([area, 'acct_1', 'list', { page: 2 }]);
    }
  });

  it("matches one account's area in both modes with its prefix, and no other account's", () => {
    const keys = [
      queryKeys.list('payments', 'acct_1', { page: 1 }, true),
      queryKeys.detail('payments', 'acct_1', 'pay_1', false),
      queryKeys.list('payments', 'acct_2', { page: 1 }, true),
      queryKeys.list('refunds', 'acct_1', { page: 1 }, true),
    ];
    expect(matching(keys, queryKeys.area('payments', 'acct_1'))).toEqual([keys[0], keys[1]]);
  });
});
