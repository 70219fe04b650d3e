import { describe, expect, it } from 'vitest';
import { paymentMethodCatalogue } from './payment-method-catalogue.ts';
import { payoutAccountProblem, payoutMethodRules, payoutMethods } from './payout-rules.ts';

describe('payout methods', () => {
  it("are exactly the catalogue's payout methods, each paying out in its own currency", () => {
    const catalogued = paymentMethodCatalogue.filter((m) => m.businessTypes.includes('payout'));
    expect([...payoutMethods].sort()).toEqual(catalogued.map((m) => m.method).sort());
    for (const method of catalogued) {
      expect(method.currencies).toContain(payoutMethodRules[method.method as keyof typeof payoutMethodRules].currency);
    }
  });

  it('take the account kinds each method names', () => {
    expect(payoutAccountProblem('alipay_cn', 'zhang.fang@example.com')).toBeNull();
    expect(payoutAccountProblem('alipay_cn', '+8613812345678')).toBeNull();
    expect(payoutAccountProblem('alipay_cn', '13812345678')).toBe('payout_account_email_or_phone');
    expect(payoutAccountProblem('paynow_sg', 'a@example.com')).toBe('payout_account_phone');
    expect(payoutAccountProblem('paynow_sg', '+6591234567')).toBeNull();
  });
});
