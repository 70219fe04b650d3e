import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleOf } from '../../app/shell/route-handle.ts';
import { shellRoutes } from '../../app/shell-routes.tsx';
import { type AccountPage, accountPath, payoutVerifyPath } from '../paths.ts';
import { homePath } from '../session.ts';

/** Every page the builder knows (the Record makes a new one fail to compile until listed), and whether it has records. */
const pages: Record<AccountPage, boolean> = {
  home: false,
  statistics: false,
  payments: true,
  refunds: true,
  disputes: true,
  balanceTransactions: true,
  settlements: true,
  customers: true,
  mandates: true,
  subscriptions: true,
  payers: true,
  payees: true,
  payouts: true,
  payoutMethods: true,
  paymentMethods: true,
  testPayment: true,
  team: false,
  apiKeys: false,
  webhooks: true,
  webhookHistories: true,
  accountSetting: false,
  withdrawalSetting: false,
  messages: true,
};

const leafOf = (path: string) => matchRoutes(shellRoutes, path)?.at(-1);

describe('accountPath', () => {
  it("gives a path the route table knows for every page, and a record's detail route for its id", () => {
    for (const [page, hasRecords] of Object.entries(pages) as [AccountPage, boolean][]) {
      const list = leafOf(accountPath('acct_1', page));
      expect(list, page).toBeDefined();
      expect(handleOf(list ?? {}).detail, page).toBeUndefined();
      if (!hasRecords) continue;
      const detail = leafOf(accountPath('acct_1', page, 'obj_1'));
      expect(handleOf(detail ?? {}).detail, page).toBe(true);
      expect(detail?.params.id, page).toBe('obj_1');
    }
  });

  it('encodes the ids, so an odd one is still one path segment', () => {
    expect(accountPath('acct/1')).toBe('/accounts/acct%2F1');
    expect(accountPath('acct_1', 'payments', 'pay 1/?')).toBe('/accounts/acct_1/transaction/payments/pay%201%2F%3F');
    expect(leafOf(accountPath('acct_1', 'customers', 'cus/1'))?.params.id).toBe('cus/1');
  });

  it("puts a payout's verify page beside the payout lists", () => {
    const leaf = leafOf(payoutVerifyPath('acct_1', 'po_1'));
    expect(leaf?.route.path).toBe(':id/verify');
    expect(leaf?.params.id).toBe('po_1');
  });

  it('agrees with the landing path the sign-in pages build without it', () => {
    expect(homePath('acct_1')).toBe(accountPath('acct_1'));
    expect(leafOf(homePath('acct_1'))?.route.index).toBe(true);
  });
});
