import { beneficiaryNameOf } from '@paydeck/contract/bank-account-rules';
import type { BankAccount, BankAccountInput, BankAccountList } from '@paydeck/contract/bank-accounts';
import type { settlementCurrencies } from '@paydeck/contract/currencies';
import type { AppContext } from '../../context.ts';
import type { AccountAccess } from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { lockAccountForEdit } from '../accounts/accounts.service.ts';
import {
  type BankAccountFields,
  type BankAccountRow,
  deleteBankAccount,
  findBankAccount,
  insertBankAccount,
  listBankAccounts,
  newestBankAccount,
  setDefaultBankAccount,
  updateBankAccount,
} from './bank-accounts.repository.ts';

export const bankAccountOf = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  object: 'bank_account',
  bank_name: row.bankName,
  bank_address: row.bankAddress,
  swift_code: row.swiftCode,
  bank_country: row.bankCountry,
  additional_information: row.additionalInformation,
  account_number: row.accountNumber,
  beneficiary_name: row.beneficiaryName,
  beneficiary_address: row.beneficiaryAddress,
  beneficiary_country: row.beneficiaryCountry,
  currency: row.currency as (typeof settlementCurrencies)[number],
  comment: row.comment,
  intermediary_bank_name: row.intermediaryBankName,
  intermediary_bank_country: row.intermediaryBankCountry,
  default: row.isDefault,
  time_created: unixSeconds(row.timeCreated),
});

const found = (row: BankAccountRow | null) => {
  if (!row) throw new AppError('bank_account_not_found');
  return row;
};

/** The account's bank account `id` (another account's is the same 404 as a missing one). */
export const bankAccountOfAccount = async (db: Executor, accountId: string, id: string) =>
  found(await findBankAccount(db, accountId, id));

export const bankAccountList = async (ctx: AppContext, account: AccountAccess): Promise<BankAccountList> => ({
  beneficiary_name: beneficiaryNameOf(account.merchantName),
  settlement_currencies: account.settlementCurrencies as (typeof settlementCurrencies)[number][],
  bank_accounts: (await listBankAccounts(ctx.db, account.id)).map(bankAccountOf),
});

/** Spec §5: the beneficiary is the account's company, written as `beneficiaryNameOf` spells it. */
const fieldsOf = (account: AccountAccess, input: BankAccountInput): BankAccountFields => {
  const expected = beneficiaryNameOf(account.merchantName);
  if (input.beneficiary_name !== expected) {
    throw new AppError('beneficiary_name_mismatch', { params: { name: expected } });
  }
  return {
    bankName: input.bank_name,
    bankAddress: input.bank_address,
    swiftCode: input.swift_code,
    bankCountry: input.bank_country,
    additionalInformation: input.additional_information,
    accountNumber: input.account_number,
    beneficiaryName: input.beneficiary_name,
    beneficiaryAddress: input.beneficiary_address,
    beneficiaryCountry: input.beneficiary_country,
    currency: input.currency,
    comment: input.comment || null,
    intermediaryBankName: input.intermediary_bank_name || null,
    intermediaryBankCountry: input.intermediary_bank_country || null,
  };
};

/** A bank account change's activity line (spec §3 operation source bankAccount). */
const logChange = (
  tx: Transaction,
  operator: Operator,
  account: AccountAccess,
  action: 'created' | 'updated' | 'deleted',
  row: BankAccountRow,
  what = '',
) =>
  recordOperation(tx, operator, account, {
    action,
    sourceType: 'bankAccount',
    sourceId: row.id,
    description: `${row.bankName} ${row.currency} ••${row.accountNumber.slice(-4)}${what}`,
  });

/**
 * Every change runs under the account row's lock, so two at once can't both make "the first" one
 * the default, or leave none after a delete.
 */
const underAccountLock = <T>(ctx: AppContext, account: AccountAccess, work: (tx: Transaction) => Promise<T>) =>
  ctx.db.transaction(async (tx) => {
    await lockAccountForEdit(tx, account.id);
    return work(tx);
  });

export const addBankAccount = (
  ctx: AppContext,
  operator: Operator,
  account: AccountAccess,
  input: BankAccountInput,
) => {
  const fields = fieldsOf(account, input);
  return underAccountLock(ctx, account, async (tx) => {
    const first = (await newestBankAccount(tx, account.id)) === null;
    let row = await insertBankAccount(tx, { ...fields, accountId: account.id, id: newId('ba'), isDefault: first });
    if (input.default && !first) row = found(await setDefaultBankAccount(tx, account.id, row.id));
    await logChange(tx, operator, account, 'created', row);
    return bankAccountOf(row);
  });
};

export const editBankAccount = (
  ctx: AppContext,
  operator: Operator,
  account: AccountAccess,
  id: string,
  input: BankAccountInput,
) => {
  const fields = fieldsOf(account, input);
  return underAccountLock(ctx, account, async (tx) => {
    let row = found(await updateBankAccount(tx, account.id, id, fields));
    if (input.default && !row.isDefault) row = found(await setDefaultBankAccount(tx, account.id, id));
    await logChange(tx, operator, account, 'updated', row);
    return bankAccountOf(row);
  });
};

export const makeDefaultBankAccount = (ctx: AppContext, operator: Operator, account: AccountAccess, id: string) =>
  underAccountLock(ctx, account, async (tx) => {
    const row = found(await setDefaultBankAccount(tx, account.id, id));
    await logChange(tx, operator, account, 'updated', row, ': default');
    return bankAccountOf(row);
  });

/** Deleting the default makes the newest remaining one the default. Settlements keep their snapshot. */
export const removeBankAccount = (ctx: AppContext, operator: Operator, account: AccountAccess, id: string) =>
  underAccountLock(ctx, account, async (tx) => {
    const row = found(await deleteBankAccount(tx, account.id, id));
    if (row.isDefault) {
      const next = await newestBankAccount(tx, account.id);
      if (next) await setDefaultBankAccount(tx, account.id, next.id);
    }
    await logChange(tx, operator, account, 'deleted', row);
    return bankAccountOf(row);
  });
