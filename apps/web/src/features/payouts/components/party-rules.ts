import { isE164, postalCodeMaxLength } from '@paydeck/contract/customer-rules';
import { isValidEmail } from '@paydeck/contract/email';
import { payoutDescriptionMaxLength, payoutTextMaxLength } from '@paydeck/contract/payout-rules';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { contractRule } from '../../../lib/form-rules.ts';

/** The server trims a text before checking its length (contract payouts.ts). */
const fits = (max: number) => (value: string) => [...value.trim()].length <= max;

/** Name lengths of contract payouts.ts (`optionalText(100)`, `optionalText(64)`). */
export const partyNameMaxLength = 100;
export const taxIdMaxLength = 64;

/**
 * The payer and payee forms' rules: the server's checks (contract payouts.ts on payout-rules.ts,
 * customer-rules.ts and email.ts) worded as the server words them, so a form the browser accepts
 * is one the server accepts.
 */
export const partyRules = (t: TFunction<'payouts'>) => {
  const required: FormRule = { required: true, whitespace: true, message: t('rule.field_required') };
  const tooLong = (max: number) => contractRule(fits(max), t('rule.tooLong', { max: String(max) }));
  return {
    required: [required],
    choice: [{ required: true, message: t('rule.field_required') }] satisfies FormRule[],
    name: [required, tooLong(partyNameMaxLength)],
    requiredText: [required, tooLong(payoutTextMaxLength)],
    taxId: [required, tooLong(taxIdMaxLength)],
    text: [tooLong(payoutTextMaxLength)],
    description: [tooLong(payoutDescriptionMaxLength)],
    postalCode: [tooLong(postalCodeMaxLength)],
    email: [contractRule((value) => isValidEmail(value.trim()), t('rule.email_invalid'))],
    phone: [contractRule((value) => isE164(value.trim()), t('rule.phone_e164'))],
  };
};
