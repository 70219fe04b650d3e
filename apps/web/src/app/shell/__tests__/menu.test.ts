import { describe, expect, it } from 'vitest';
import { shellRoutes } from '../../shell-routes.tsx';
import { type MenuEntry, menuOf, selectedEntry } from '../menu.ts';
import { accountId, contextOf } from './fixtures.ts';

const a = `/accounts/${accountId}`;

/** The menu as titles, a group as `title: [children]`. */
const outline = (entries: MenuEntry[]): (string | Record<string, unknown>)[] =>
  entries.map((entry) => (entry.children ? { [entry.title]: outline(entry.children) } : entry.title));

describe('side menu (spec §2 shell, §6 menu by business and access)', () => {
  it("shows the owner every account entry, with the spec's groups", () => {
    expect(outline(menuOf(shellRoutes, 'account', contextOf('owner')))).toEqual([
      'home',
      'gettingStarted',
      'statistics',
      { transaction: ['payments', 'refunds', 'disputes'] },
      { balance: ['balanceTransactions', 'settlements'] },
      'customers',
      'mandates',
      'subscriptions',
      { payoutManage: ['payers', 'payees', 'payouts', 'payoutMethods'] },
      'team',
      { developers: ['apiKeys', 'webhooks', 'webhookHistories'] },
      'paymentMethods',
      { setting: ['accountSetting', 'withdrawal'] },
      'messages',
    ]);
  });

  it('links entries under the current account and gives top-level entries icons', () => {
    const entries = menuOf(shellRoutes, 'account', contextOf('owner'));
    expect(entries[0]).toEqual({ key: `${a}/home`, path: `${a}/home`, title: 'home', icon: 'home' });
    const transaction = entries.find((entry) => entry.title === 'transaction');
    expect(transaction?.path).toBeUndefined();
    expect(transaction?.children?.[0]).toEqual({
      key: `${a}/transaction/payments`,
      path: `${a}/transaction/payments`,
      title: 'payments',
    });
  });

  it('hides what a narrow role does not grant (finance: team, developers)', () => {
    const titles = JSON.stringify(outline(menuOf(shellRoutes, 'account', contextOf('finance'))));
    expect(titles).not.toContain('"team"');
    expect(titles).not.toContain('developers');
    expect(titles).toContain('payoutManage');
    expect(titles).toContain('withdrawal');
  });

  it('hides transaction, customers, mandates and subscriptions without payin', () => {
    expect(outline(menuOf(shellRoutes, 'account', contextOf('owner', ['payout'])))).toEqual([
      'home',
      'gettingStarted',
      'statistics',
      { balance: ['balanceTransactions', 'settlements'] },
      { payoutManage: ['payers', 'payees', 'payouts', 'payoutMethods'] },
      'team',
      { developers: ['apiKeys', 'webhooks', 'webhookHistories'] },
      'paymentMethods',
      { setting: ['accountSetting', 'withdrawal'] },
      'messages',
    ]);
  });

  it('hides payout management without payout', () => {
    const titles = outline(menuOf(shellRoutes, 'account', contextOf('owner', ['payin'])));
    expect(JSON.stringify(titles)).not.toContain('payoutManage');
    expect(titles).toContain('customers');
  });

  it('shows personal pages only personal entries, and the merchant page only merchant entries', () => {
    expect(outline(menuOf(shellRoutes, 'personal', contextOf('owner')))).toEqual([
      'profile',
      'tickets',
      'operations',
      'exports',
      'settings',
    ]);
    expect(outline(menuOf(shellRoutes, 'personal', contextOf('finance')))).toEqual([
      'profile',
      'tickets',
      'exports',
      'settings',
    ]);
    expect(outline(menuOf(shellRoutes, 'merchant', contextOf('owner')))).toEqual(['merchant']);
    expect(outline(menuOf(shellRoutes, 'merchant', contextOf('finance')))).toEqual([]);
  });

  it('selects the entry of the page, detail pages included, and opens its group', () => {
    const entries = menuOf(shellRoutes, 'account', contextOf('owner'));
    expect(selectedEntry(entries, `${a}/transaction/refunds/re_1`)).toEqual({
      selected: `${a}/transaction/refunds`,
      open: [`${a}/transaction`],
    });
    expect(selectedEntry(entries, `${a}/team/roles`)).toEqual({ selected: `${a}/team`, open: [] });
    expect(selectedEntry(entries, `${a}/payouts/po_1/verify`)).toEqual({ open: [] });
  });
});
