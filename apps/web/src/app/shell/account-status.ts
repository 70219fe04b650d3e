import type { UserAccount } from '@paydeck/contract/accounts';
import type { Camelize } from '../../lib/casing.ts';

type AccountStatuses = Pick<Camelize<UserAccount>, 'status' | 'accountStatus' | 'merchantStatus'>;

/**
 * The switcher's status dot (spec §2), from three fields of `GET /v1/current_user_accounts`,
 * the first rule that holds wins:
 * - `merchantStatus: 'disabled'` → merchantDisabled, grey: the merchant is closed, so none of its
 *   accounts can be selected whatever their own state;
 * - `accountStatus: 'disabled'` → accountDisabled, red: this account is frozen (its merchant is fine);
 * - `status: 'inactivated'` → inactivated, yellow: not yet activated, test mode only;
 * - otherwise (`status: 'activated'`, both normal) → activated, green.
 */
export type AccountDot = 'merchantDisabled' | 'accountDisabled' | 'inactivated' | 'activated';

export const accountDotOf = (account: AccountStatuses): AccountDot => {
  if (account.merchantStatus === 'disabled') return 'merchantDisabled';
  if (account.accountStatus === 'disabled') return 'accountDisabled';
  return account.status === 'inactivated' ? 'inactivated' : 'activated';
};

/** antd Badge statuses: success green, warning gold-yellow, default grey, error red. */
export const dotBadgeStatus = {
  activated: 'success',
  inactivated: 'warning',
  merchantDisabled: 'default',
  accountDisabled: 'error',
} as const satisfies Record<AccountDot, 'success' | 'warning' | 'default' | 'error'>;

/** Accounts of a disabled merchant are listed but cannot be chosen (the server answers 403). */
export const isSelectable = (account: Pick<AccountStatuses, 'merchantStatus'>) => account.merchantStatus !== 'disabled';
