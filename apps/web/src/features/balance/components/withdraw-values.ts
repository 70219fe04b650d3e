import type { TFunction } from 'i18next';
import { minorOf, moneyText } from '../../../lib/money.ts';
import type { BalanceRow, BalanceSummaryRow } from '../api/get-balances.ts';
import type { BankAccountRow } from '../api/get-bank-accounts.ts';

/**
 * The currencies a withdrawal may be in (spec §5: chosen first): the account's settlement
 * currencies that have a balance or a bank account, in the account's order.
 */
export const withdrawalCurrencies = (summary: BalanceSummaryRow, bankAccounts: readonly BankAccountRow[]) =>
  summary.settlementCurrencies.filter(
    (currency) =>
      summary.balances.some((balance) => balance.currency === currency) ||
      bankAccounts.some((account) => account.currency === currency),
  );

/** A currency's bank accounts, the default first (the list is default first already). */
export const bankAccountsIn = (bankAccounts: readonly BankAccountRow[], currency: string | undefined) =>
  bankAccounts.filter((account) => account.currency === currency);

/** The bank account preselected for a currency: its default, else its only or first one. */
export const preselectedBankAccount = (bankAccounts: readonly BankAccountRow[], currency: string) => {
  const inCurrency = bankAccountsIn(bankAccounts, currency);
  return (inCurrency.find((account) => account.default) ?? inCurrency[0])?.id;
};

/** The most a withdrawal can ask for: the available balance less its fee (spec §9), never below 0. */
export const maxWithdrawal = (balance: Pick<BalanceRow, 'available' | 'withdrawalFee'>) =>
  Math.max(0, balance.available - balance.withdrawalFee);

/** Why a typed amount can't be withdrawn, or undefined when it can. */
export const withdrawalAmountError = (
  major: string,
  balance: Pick<BalanceRow, 'available' | 'withdrawalFee' | 'currency'>,
  t: TFunction<'balance'>,
): string | undefined => {
  const minor = minorOf(major.trim(), balance.currency);
  if (minor === null) return t('withdraw.amountInvalid');
  if (minor === 0) return t('withdraw.amountZero');
  const max = maxWithdrawal(balance);
  if (minor > max)
    return t('withdraw.amountTooHigh', {
      max: moneyText(max, balance.currency),
      fee: moneyText(balance.withdrawalFee, balance.currency),
    });
  return undefined;
};
