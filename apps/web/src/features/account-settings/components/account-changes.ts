import { settlementCurrencies } from '@paydeck/contract/currencies';
import type { BusinessType } from '@paydeck/contract/roles';
import type { Account } from '../../../lib/current-account.ts';
import type { AccountChanges } from '../api/update-account.ts';

export type SettlementCurrency = (typeof settlementCurrencies)[number];

export type AccountFormValues = {
  name: string;
  country: string;
  timezone: string;
  enableBusiness: BusinessType[];
  defaultSettlementCurrency: SettlementCurrency;
  enableReferenceUnique: boolean;
};

export const isSettlementCurrency = (value: string): value is SettlementCurrency =>
  (settlementCurrencies as readonly string[]).includes(value);

export const formValuesOf = (account: Account): AccountFormValues => ({
  name: account.name,
  country: account.country,
  timezone: account.timezone,
  enableBusiness: [...account.enableBusiness],
  defaultSettlementCurrency: isSettlementCurrency(account.defaultSettlementCurrency)
    ? account.defaultSettlementCurrency
    : 'USD',
  enableReferenceUnique: account.enableReferenceUnique,
});

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Only what the user changed is sent: a field left alone can't overwrite another editor's
 * change made meanwhile (nor turn a unique reference mode switched on elsewhere off again).
 */
export const changesOf = (account: Account, values: AccountFormValues): AccountChanges => {
  const changes: AccountChanges = {};
  const name = values.name.trim();
  if (name !== account.name) changes.name = name;
  if (values.country !== account.country) changes.country = values.country;
  if (values.timezone !== account.timezone) changes.timezone = values.timezone;
  if (!sameSet(values.enableBusiness, account.enableBusiness)) changes.enableBusiness = values.enableBusiness;
  if (values.defaultSettlementCurrency !== account.defaultSettlementCurrency) {
    changes.defaultSettlementCurrency = values.defaultSettlementCurrency;
  }
  if (values.enableReferenceUnique !== account.enableReferenceUnique) {
    changes.enableReferenceUnique = values.enableReferenceUnique;
  }
  return changes;
};
