import { describe, expect, it } from 'vitest';
import { accountDotOf, dotBadgeStatus, isSelectable } from '../account-status.ts';

const account = (
  status: 'activated' | 'inactivated',
  accountStatus: 'normal' | 'disabled',
  merchantStatus: 'normal' | 'disabled',
) => ({ status, accountStatus, merchantStatus });

describe('account switcher status dots (spec §2)', () => {
  it('maps the three status fields to one dot', () => {
    expect(accountDotOf(account('activated', 'normal', 'normal'))).toBe('activated');
    expect(accountDotOf(account('inactivated', 'normal', 'normal'))).toBe('inactivated');
    expect(accountDotOf(account('activated', 'disabled', 'normal'))).toBe('accountDisabled');
    expect(accountDotOf(account('inactivated', 'disabled', 'normal'))).toBe('accountDisabled');
    // A disabled merchant outranks everything about its accounts.
    expect(accountDotOf(account('activated', 'disabled', 'disabled'))).toBe('merchantDisabled');
    expect(accountDotOf(account('activated', 'normal', 'disabled'))).toBe('merchantDisabled');
  });

  it('colours them green, yellow, grey and red', () => {
    expect(dotBadgeStatus).toEqual({
      activated: 'success',
      inactivated: 'warning',
      merchantDisabled: 'default',
      accountDisabled: 'error',
    });
  });

  it("lets no one choose a disabled merchant's accounts, but a disabled account still opens", () => {
    expect(isSelectable(account('activated', 'normal', 'disabled'))).toBe(false);
    expect(isSelectable(account('activated', 'disabled', 'normal'))).toBe(true);
    expect(isSelectable(account('inactivated', 'normal', 'normal'))).toBe(true);
  });
});
