import { describe, expect, it } from 'vitest';
import { listPathOf, switchAccountPath } from '../navigation.ts';
import { accountId, uiMatchesOf } from './fixtures.ts';

const a = `/accounts/${accountId}`;
const at = (path: string, search = '') => ({ matches: uiMatchesOf(path), location: { pathname: path, search } });

describe('mode switch target (spec §2: the matching list page)', () => {
  it('stays on a list, and goes from a screen about one object to its list', () => {
    const list = at(`${a}/transaction/payments`, '?status=paid');
    expect(listPathOf(list.matches, list.location)).toBe(`${a}/transaction/payments?status=paid`);
    const detail = at(`${a}/transaction/payments/pay_1`);
    expect(listPathOf(detail.matches, detail.location)).toBe(`${a}/transaction/payments`);
    const create = at(`${a}/customers/create`);
    expect(listPathOf(create.matches, create.location)).toBe(`${a}/customers`);
    const testPayment = at(`${a}/paymentMethods/test_payment/pay_1`);
    expect(listPathOf(testPayment.matches, testPayment.location)).toBe(`${a}/paymentMethods/test_payment`);
  });
});

describe('account switch target (spec §2: the same path with the new id)', () => {
  it('keeps the page under the new id', () => {
    const page = at(`${a}/balance/settlements`, '?tab=x');
    expect(switchAccountPath(page.matches, page.location, 'acct_b')).toBe('/accounts/acct_b/balance/settlements?tab=x');
  });

  it('goes to the list for an object of the old account, and stays on a personal page', () => {
    const detail = at(`${a}/messages/msg_1`);
    expect(switchAccountPath(detail.matches, detail.location, 'acct_b')).toBe('/accounts/acct_b/messages');
    const personal = at('/profile', '?tab=loginHistory');
    expect(switchAccountPath(personal.matches, personal.location, 'acct_b')).toBe('/profile?tab=loginHistory');
  });
});
