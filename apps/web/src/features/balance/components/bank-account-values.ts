import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import type { BankAccountRow } from '../api/get-bank-accounts.ts';
import type { BankAccountFields } from '../api/save-bank-account.ts';

/** The form's values: every field of the body, optional ones possibly left empty. */
export type BankAccountFormValues = {
  bankName: string;
  bankAddress: string;
  swiftCode: string;
  bankCountry?: string | undefined;
  additionalInformation: string;
  accountNumber: string;
  beneficiaryName: string;
  beneficiaryAddress: string;
  beneficiaryCountry?: string | undefined;
  currency?: string | undefined;
  comment?: string | undefined;
  intermediaryBankName?: string | undefined;
  intermediaryBankCountry?: string | undefined;
  default: boolean;
};

export const bankAccountFormFields = [
  'bankName',
  'bankAddress',
  'swiftCode',
  'bankCountry',
  'additionalInformation',
  'accountNumber',
  'beneficiaryName',
  'beneficiaryAddress',
  'beneficiaryCountry',
  'currency',
  'comment',
  'intermediaryBankName',
  'intermediaryBankCountry',
  'default',
] as const satisfies readonly (keyof BankAccountFormValues)[];

/** A new bank account: the beneficiary is the company, in the currency the account settles by default. */
export const newBankAccountValues = (beneficiaryName: string, currency: string | undefined): BankAccountFormValues => ({
  bankName: '',
  bankAddress: '',
  swiftCode: '',
  additionalInformation: '',
  accountNumber: '',
  beneficiaryName,
  beneficiaryAddress: '',
  currency,
  default: false,
});

export const formValuesOf = (account: BankAccountRow): BankAccountFormValues => ({
  bankName: account.bankName,
  bankAddress: account.bankAddress,
  swiftCode: account.swiftCode,
  bankCountry: account.bankCountry,
  additionalInformation: account.additionalInformation,
  accountNumber: account.accountNumber,
  beneficiaryName: account.beneficiaryName,
  beneficiaryAddress: account.beneficiaryAddress,
  beneficiaryCountry: account.beneficiaryCountry,
  currency: account.currency,
  comment: account.comment ?? undefined,
  intermediaryBankName: account.intermediaryBankName ?? undefined,
  intermediaryBankCountry: account.intermediaryBankCountry ?? undefined,
  default: account.default,
});

const trimmed = (value: string | undefined) => value?.trim() ?? '';
const optional = (value: string | undefined) => value?.trim() || null;

/** The whole body (a PUT replaces the record): texts trimmed, empty optional ones null. */
export const bodyOf = (values: BankAccountFormValues): BankAccountFields => ({
  bankName: trimmed(values.bankName),
  bankAddress: trimmed(values.bankAddress),
  swiftCode: trimmed(values.swiftCode),
  bankCountry: values.bankCountry ?? '',
  additionalInformation: trimmed(values.additionalInformation),
  accountNumber: trimmed(values.accountNumber),
  beneficiaryName: trimmed(values.beneficiaryName),
  beneficiaryAddress: trimmed(values.beneficiaryAddress),
  beneficiaryCountry: values.beneficiaryCountry ?? '',
  currency: (values.currency ?? '') as BankAccountFields['currency'],
  comment: optional(values.comment),
  intermediaryBankName: optional(values.intermediaryBankName),
  intermediaryBankCountry: values.intermediaryBankCountry ?? null,
  default: values.default,
});

const known: ReadonlySet<string> = new Set(bankAccountFormFields);

/**
 * A 422's field issues placed under their fields (`swift_code` → swiftCode); the rest, and a
 * refusal about no one field (beneficiary_name_mismatch goes under the beneficiary), for the alert.
 */
export const bankAccountFieldErrors = (error: unknown): ReturnType<typeof serverFieldErrors> => {
  if (error instanceof ApiError && error.status === 422 && error.code === 'beneficiary_name_mismatch') {
    return { placed: [{ name: ['beneficiaryName'], errors: [error.message] }], unplaced: [] };
  }
  return serverFieldErrors(error, known);
};
