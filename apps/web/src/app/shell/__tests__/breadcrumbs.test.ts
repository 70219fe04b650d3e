import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, pageTitleOf, shownCrumbsOf } from '../breadcrumbs.ts';
import { accountId, uiMatchesOf } from './fixtures.ts';

const a = `/accounts/${accountId}`;

describe('breadcrumbs (spec §2: derived from the path)', () => {
  it('shows only crumbs that add to the heading: no level named like the next, no lone crumb', () => {
    const text = (words: string) => words;
    expect(shownCrumbsOf(['Transactions', 'Payments'], text)).toEqual(['Transactions', 'Payments']);
    expect(shownCrumbsOf(['Account settings', 'Account settings'], text)).toEqual([]);
    expect(shownCrumbsOf(['Account settings', 'Withdrawal'], text)).toEqual(['Account settings', 'Withdrawal']);
    expect(shownCrumbsOf(['Profile'], text)).toEqual([]);
    expect(shownCrumbsOf(['Customers', 'Customers', 'Customer'], text)).toEqual(['Customers', 'Customer']);
  });

  it('names each level, linking all but the page itself', () => {
    expect(breadcrumbsOf(uiMatchesOf(`${a}/transaction/payments`))).toEqual([
      { title: 'transaction', path: `${a}/transaction` },
      { title: 'payments' },
    ]);
    expect(breadcrumbsOf(uiMatchesOf(`${a}/transaction/payments/pay_1`))).toEqual([
      { title: 'transaction', path: `${a}/transaction` },
      { title: 'payments', path: `${a}/transaction/payments` },
      { title: 'paymentDetail' },
    ]);
  });

  it('covers the other shapes: create screens, nested screens, pages of their own, personal pages', () => {
    expect(breadcrumbsOf(uiMatchesOf(`${a}/customers/create`))).toEqual([
      { title: 'customers', path: `${a}/customers` },
      { title: 'customerCreate' },
    ]);
    expect(breadcrumbsOf(uiMatchesOf(`${a}/paymentMethods/test_payment/pay_1`))).toEqual([
      { title: 'paymentMethods', path: `${a}/paymentMethods` },
      { title: 'testPayment', path: `${a}/paymentMethods/test_payment` },
      { title: 'testPaymentDetail' },
    ]);
    expect(breadcrumbsOf(uiMatchesOf(`${a}/payouts/po_1/verify`))).toEqual([
      { title: 'payoutManage', path: `${a}/payouts` },
      { title: 'payoutVerify' },
    ]);
    expect(breadcrumbsOf(uiMatchesOf(`${a}/team/roles`))).toEqual([
      { title: 'team', path: `${a}/team` },
      { title: 'roles' },
    ]);
    expect(breadcrumbsOf(uiMatchesOf(`${a}/getting-started`))).toEqual([{ title: 'gettingStarted' }]);
    expect(breadcrumbsOf(uiMatchesOf('/tickets/create'))).toEqual([
      { title: 'tickets', path: '/tickets' },
      { title: 'ticketCreate' },
    ]);
  });

  it("gives the page's own title", () => {
    expect(pageTitleOf(uiMatchesOf(`${a}/setting/withdrawal`))).toBe('withdrawal');
    expect(pageTitleOf(uiMatchesOf('/merchant'))).toBe('merchant');
  });
});
