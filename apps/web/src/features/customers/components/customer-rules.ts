import {
  customerDescriptionMaxLength,
  customerNameMaxLength,
  customerReferenceMaxLength,
  customerTextMaxLength,
  documentNumberMaxLength,
  isBirthDate,
  isCustomerName,
  isE164,
  postalCodeMaxLength,
} from '@paydeck/contract/customer-rules';
import { isValidEmail } from '@paydeck/contract/email';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { contractRule } from '../../../lib/form-rules.ts';

/** The server trims a text before checking its length (contract customers.ts). */
const fits = (max: number) => (value: string) => [...value.trim()].length <= max;

/**
 * The customer form's rules: the server's checks (contract customer-rules.ts and email.ts) with
 * localized messages, so a form the browser accepts is one the server accepts.
 */
export const customerRules = (t: TFunction<'customers'>) => {
  const tooLong = (max: number) => contractRule(fits(max), t('form.tooLong', { max: String(max) }));
  const name: FormRule[] = [
    { required: true, whitespace: true, message: t('form.nameRequired') },
    contractRule(isCustomerName, t('form.nameTooLong', { max: String(customerNameMaxLength) })),
  ];
  return {
    name,
    text: [tooLong(customerTextMaxLength)],
    reference: [tooLong(customerReferenceMaxLength)],
    description: [tooLong(customerDescriptionMaxLength)],
    postalCode: [tooLong(postalCodeMaxLength)],
    email: [contractRule((value) => isValidEmail(value.trim()), t('form.emailInvalid'))],
    phone: [contractRule((value) => isE164(value.trim()), t('form.phoneInvalid'))],
    birthDate: [contractRule((value) => isBirthDate(value.trim()), t('form.birthDateInvalid'))],
    documentNumber: [tooLong(documentNumberMaxLength)],
  };
};
