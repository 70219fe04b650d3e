import { z } from 'zod';
import {
  bankCommentMaxLength,
  bankTextMaxLength,
  isAccountNumber,
  isBeneficiaryAddress,
  isBeneficiaryName,
  isSwiftCode,
} from './bank-account-rules.ts';
import { settlementCurrencies } from './currencies.ts';
import { envelope } from './envelope.ts';
import type { FieldMessageKey } from './errors.ts';
import { idParams, unixSeconds } from './payin-fields.ts';

const required = z
  .string()
  .trim()
  .max(bankTextMaxLength)
  .refine((value) => value.length > 0, { message: 'bank_field_required' satisfies FieldMessageKey });
const country = z
  .string()
  .refine((value) => /^[A-Z]{2}$/.test(value), { message: 'country_unknown' satisfies FieldMessageKey })
  .meta({ description: 'ISO 3166-1 alpha-2.', example: 'HK' });
const ruled = (check: (value: string) => boolean, message: FieldMessageKey) =>
  required.refine(check, { message }).transform((value) => value.trim());

/** Spec §3 bank account: where a withdrawal is paid, in one currency. */
export const bankAccount = z
  .object({
    id: z.string(),
    object: z.literal('bank_account'),
    bank_name: z.string(),
    bank_address: z.string(),
    swift_code: z.string(),
    bank_country: z.string(),
    additional_information: z.string().meta({ description: 'The routing number (spec §5).' }),
    account_number: z.string(),
    beneficiary_name: z.string(),
    beneficiary_address: z.string(),
    beneficiary_country: z.string(),
    currency: z.enum(settlementCurrencies),
    comment: z.string().nullable(),
    intermediary_bank_name: z.string().nullable(),
    intermediary_bank_country: z.string().nullable(),
    default: z.boolean(),
    time_created: unixSeconds,
  })
  .meta({
    id: 'BankAccount',
    example: {
      id: 'ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy',
      object: 'bank_account',
      bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
      bank_address: '1 Queens Road Central, Hong Kong',
      swift_code: 'HSBCHKHHHKH',
      bank_country: 'HK',
      additional_information: '004',
      account_number: '004-123456-001',
      beneficiary_name: 'HARBOUR TRADING LTD.',
      beneficiary_address: '8 Finance Street, Central, Hong Kong',
      beneficiary_country: 'HK',
      currency: 'HKD',
      comment: null,
      intermediary_bank_name: null,
      intermediary_bank_country: null,
      default: true,
      time_created: 1767225600,
    },
  });
export type BankAccount = z.output<typeof bankAccount>;
export const bankAccountEnvelope = envelope(bankAccount);

/** The account's bank accounts (default first), and the beneficiary name they must carry. */
export const bankAccountList = z
  .object({
    beneficiary_name: z.string().meta({
      description: "The account's company name as a beneficiary name must spell it (upper case).",
      example: 'HARBOUR TRADING LTD.',
    }),
    settlement_currencies: z
      .array(z.enum(settlementCurrencies))
      .meta({ description: "The account's settlement currencies: a bank account is in one of them." }),
    bank_accounts: z.array(bankAccount),
  })
  .meta({ id: 'BankAccountList' });
export type BankAccountList = z.output<typeof bankAccountList>;
export const bankAccountListEnvelope = envelope(bankAccountList);

const optionalText = z.string().trim().max(bankTextMaxLength).nullable().optional();

/** Spec §5: every listed field required, the beneficiary rules, intermediary bank optional. */
export const bankAccountBody = z
  .object({
    bank_name: required,
    bank_address: required,
    swift_code: ruled(isSwiftCode, 'swift_code_format'),
    bank_country: country,
    additional_information: required.meta({ description: 'The routing number.' }),
    account_number: ruled(isAccountNumber, 'account_number_format'),
    beneficiary_name: ruled(isBeneficiaryName, 'beneficiary_name_format').meta({
      description: "Upper-case English letters, digits, '.' and ','; the account's company name.",
    }),
    beneficiary_address: ruled(isBeneficiaryAddress, 'beneficiary_address_format').meta({
      description: "English letters, digits and - , . only ('#' is refused).",
    }),
    beneficiary_country: country,
    currency: z.enum(settlementCurrencies),
    comment: z.string().trim().max(bankCommentMaxLength).nullable().optional(),
    intermediary_bank_name: optionalText,
    intermediary_bank_country: country.nullable().optional(),
    default: z.boolean().optional().meta({ description: 'Make it the default (the first one always is).' }),
  })
  .meta({
    id: 'BankAccountBody',
    example: {
      bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
      bank_address: '1 Queens Road Central, Hong Kong',
      swift_code: 'HSBCHKHHHKH',
      bank_country: 'HK',
      additional_information: '004',
      account_number: '004-123456-001',
      beneficiary_name: 'HARBOUR TRADING LTD.',
      beneficiary_address: '8 Finance Street, Central, Hong Kong',
      beneficiary_country: 'HK',
      currency: 'HKD',
    },
  });
export type BankAccountBody = z.input<typeof bankAccountBody>;
export type BankAccountInput = z.output<typeof bankAccountBody>;
export const bankAccountParams = idParams('ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy');
