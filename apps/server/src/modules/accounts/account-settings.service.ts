import type { AccountSettlementCurrencies, CurrentAccount } from '@paydeck/contract/accounts';
import { settlementCurrencies } from '@paydeck/contract/currencies';
import { businessTypes } from '@paydeck/contract/roles';
import type { AppContext } from '../../context.ts';
import { type AccountAccess, findMembership } from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccountRow, lockAccount, updateAccount } from './accounts.repository.ts';
import { currentAccountOf } from './accounts.service.ts';

type SettlementCurrency = (typeof settlementCurrencies)[number];

export type AccountSettings = {
  name?: string | undefined;
  country?: string | undefined;
  timezone?: string | undefined;
  enable_business?: (typeof businessTypes)[number][] | undefined;
  default_settlement_currency?: SettlementCurrency | undefined;
  settlement_currencies?: SettlementCurrency[] | undefined;
  enable_reference_unique?: boolean | undefined;
};

/**
 * What follows an account's zone in a module above this one (the statistics' days, cut in it):
 * run in the transaction that changes the zone, after the row is updated and while it is locked.
 */
export type ZoneFollower = (tx: Transaction, accountId: string) => Promise<void>;

/** Same members, whatever the stored order (older rows keep the order they were written in). */
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The row's new values (lists in the contract's order, without repeats) and the wire names that changed. */
const changesOf = (row: AccountRow, input: AccountSettings) => {
  const values: Partial<AccountRow> = {};
  const changed: string[] = [];
  const set = <K extends keyof AccountRow>(field: string, key: K, value: AccountRow[K] | undefined, same: boolean) => {
    if (value === undefined || same) return;
    values[key] = value;
    changed.push(field);
  };
  set('name', 'name', input.name, input.name === row.name);
  set('country', 'country', input.country, input.country === row.country);
  set('timezone', 'timeZone', input.timezone, input.timezone === row.timeZone);
  const business = input.enable_business && businessTypes.filter((type) => input.enable_business?.includes(type));
  set('enable_business', 'businessTypes', business, !business || sameList(business, row.businessTypes));
  const currencies =
    input.settlement_currencies &&
    settlementCurrencies.filter((currency) => input.settlement_currencies?.includes(currency));
  set(
    'settlement_currencies',
    'settlementCurrencies',
    currencies,
    !currencies || sameList(currencies, row.settlementCurrencies),
  );
  set(
    'default_settlement_currency',
    'defaultSettlementCurrency',
    input.default_settlement_currency,
    input.default_settlement_currency === row.defaultSettlementCurrency,
  );
  set(
    'enable_reference_unique',
    'enableReferenceUnique',
    input.enable_reference_unique,
    input.enable_reference_unique === row.enableReferenceUnique,
  );
  return { values, changed };
};

/**
 * Spec §5 account settings. Unique reference mode is a one-way switch (spec §4); the default
 * settlement currency must stay among the settlement currencies. The row is locked so two
 * editors can't pass those checks against the same old state.
 */
export const updateAccountSettings = async (
  ctx: AppContext,
  operator: Operator,
  account: AccountAccess,
  input: AccountSettings,
  followZone: ZoneFollower,
): Promise<CurrentAccount> =>
  ctx.db.transaction(async (tx) => {
    const row = await lockAccount(tx, account.id);
    if (!row) throw new AppError('not_found');
    if (row.enableReferenceUnique && input.enable_reference_unique === false) {
      throw new AppError('reference_unique_locked');
    }
    const { values, changed } = changesOf(row, input);
    const currencies = values.settlementCurrencies ?? row.settlementCurrencies;
    if (!currencies.includes(values.defaultSettlementCurrency ?? row.defaultSettlementCurrency)) {
      throw new AppError('settlement_currency_missing');
    }
    if (changed.length > 0) {
      await updateAccount(tx, account.id, values);
      if (values.timeZone !== undefined) await followZone(tx, account.id);
      await recordOperation(
        tx,
        operator,
        { id: account.id, name: values.name ?? row.name },
        { action: 'updated', sourceType: 'account', sourceId: account.id, description: changed.join(', ') },
      );
    }
    const updated = await findMembership(tx, operator.userId, account.id);
    if (!updated) throw new AppError('not_found');
    return currentAccountOf(updated);
  });

export const settlementCurrenciesOf = (account: AccountAccess): AccountSettlementCurrencies => ({
  default_settlement_currency: account.defaultSettlementCurrency as SettlementCurrency,
  settlement_currencies: settlementCurrencies.filter((currency) => account.settlementCurrencies.includes(currency)),
});
