import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { effects, invalidate } from '../query-effects.ts';
import { queryKeys } from '../query-keys.ts';

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('query effects', () => {
  it('name what moving money makes stale: payments, refunds, disputes, the balance, customers', () => {
    expect([...effects.moneyMoved].sort()).toEqual(
      ['balances', 'balanceTransactions', 'customers', 'disputes', 'payments', 'refunds'].sort(),
    );
    expect([...effects.paymentChanged].sort()).toEqual(['customers', 'gettingStarted', 'payments']);
  });

  it("stale the effect's areas of the account in both modes, and nothing else", async () => {
    const client = new QueryClient();
    const touched = [
      queryKeys.list('payments', 'acct_1', { page: 1 }, true),
      queryKeys.detail('payments', 'acct_1', 'pay_1', false),
      queryKeys.detail('refunds', 'acct_1', 're_1', false),
      queryKeys.list('customers', 'acct_1', { page: 1 }, true),
      queryKeys.list('balanceTransactions', 'acct_1', { page: 1 }),
    ];
    const untouched = [
      queryKeys.list('payments', 'acct_2', { page: 1 }, true),
      queryKeys.list('paymentMethods', 'acct_1', { page: 1 }, true),
      queryKeys.list('members', 'acct_1', { page: 1 }),
    ];
    for (const key of [...touched, ...untouched]) client.setQueryData(key, 1);

    await invalidate(client, 'moneyMoved', 'acct_1');

    for (const key of touched) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(invalidated(client, key), JSON.stringify(key)).toBe(false);
  });

  it('waits for what is on screen to refetch', async () => {
    const client = new QueryClient();
    let answer = 'old';
    const key = queryKeys.detail('disputes', 'acct_1', 'dp_1', true);
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => answer });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: key, queryFn: () => answer });
    answer = 'new';
    await invalidate(client, 'moneyMoved', 'acct_1');
    expect(client.getQueryData(key)).toBe('new');
    unsubscribe();
  });
});
