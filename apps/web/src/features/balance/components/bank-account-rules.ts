import {
  bankCommentMaxLength,
  bankTextMaxLength,
  isAccountNumber,
  isBeneficiaryAddress,
  isBeneficiaryName,
  isSwiftCode,
} from '@paydeck/contract/bank-account-rules';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { contractRule } from '../../../lib/form-rules.ts';

const fits = (max: number) => (value: string) => [...value.trim()].length <= max;

/**
 * The bank account form's rules: spec §5 as the server checks it (contract bank-account-rules.ts),
 * worded as the server words it (its field messages), plus the beneficiary being the company.
 */
export const bankAccountRules = (t: TFunction<'bankAccounts'>, companyName: string | undefined) => {
  const required: FormRule = { required: true, whitespace: true, message: t('rule.bank_field_required') };
  const tooLong = (max: number) => contractRule(fits(max), t('rule.tooLong', { max: String(max) }));
  const text = [required, tooLong(bankTextMaxLength)];
  return {
    text,
    choice: [{ required: true, message: t('rule.bank_field_required') }] satisfies FormRule[],
    swiftCode: [required, contractRule(isSwiftCode, t('rule.swift_code_format'))],
    accountNumber: [required, contractRule(isAccountNumber, t('rule.account_number_format'))],
    beneficiaryName: [
      required,
      contractRule(isBeneficiaryName, t('rule.beneficiary_name_format')),
      contractRule(
        (value) => companyName === undefined || companyName === '' || value.trim() === companyName,
        t('rule.beneficiaryNotCompany', { name: companyName ?? '' }),
      ),
    ],
    beneficiaryAddress: [required, contractRule(isBeneficiaryAddress, t('rule.beneficiary_address_format'))],
    optionalText: [tooLong(bankTextMaxLength)],
    comment: [tooLong(bankCommentMaxLength)],
  };
};
