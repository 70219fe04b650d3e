import { isCurrency, isWithinAmountMax } from '@paydeck/contract/currencies';
import { isValidEmail } from '@paydeck/contract/email';
import { maxIntervalCount } from '@paydeck/contract/recurring-rules';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { contractRule } from '../../../lib/form-rules.ts';
import { decimalsOf, minorOf } from '../../../lib/money.ts';
import { instantOfWallTime } from './wall-time.ts';

/** The contract's text bounds of the create body (recurring.ts: reference 64, description 255, ids 64). */
export const referenceMaxLength = 64;
export const descriptionMaxLength = 255;
export const idMaxLength = 64;

const fits = (max: number) => (value: string) => [...value.trim()].length <= max;

/**
 * The create form's rules: the server's checks (contract recurring.ts and its rules) with
 * localized messages, so a form the browser accepts is one the server accepts. The amount is
 * checked against the currency the form holds as it checks (not the one of the last render: a
 * mandate's currency is set by an effect): whole minor units, more than zero, at most its maximum.
 */
export const subscriptionRules = (t: TFunction<'recurring'>) => {
  const tooLong = (max: number) => contractRule(fits(max), t('create.tooLong', { max: String(max) }));
  const amount: FormRule[] = [
    { required: true, whitespace: true, message: t('create.amountRequired') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const currency: unknown = getFieldValue('currency');
        if (typeof value !== 'string' || value.trim() === '' || !isCurrency(currency)) return;
        const minor = minorOf(value.trim(), currency);
        if (minor === null)
          throw new Error(t('create.amountInvalid', { currency, decimals: String(decimalsOf(currency)) }));
        if (!isWithinAmountMax(minor, currency)) throw new Error(t('create.amountRange', { currency }));
      },
    }),
  ];
  const trialEnd: FormRule[] = [
    {
      validator: async (_rule, value: Dayjs | null | undefined) => {
        if (value && instantOfWallTime(value) <= Math.floor(Date.now() / 1000))
          throw new Error(t('create.trialEndPast'));
      },
    },
  ];
  return {
    customerId: [{ required: true, whitespace: true, message: t('create.customerRequired') }, tooLong(idMaxLength)],
    mandateId: [{ required: true, message: t('create.mandateRequired') }],
    currency: [{ required: true, message: t('create.currencyRequired') }],
    amount,
    intervalCount: [
      { required: true, message: t('create.intervalCountRequired') },
      {
        type: 'integer',
        min: 1,
        max: maxIntervalCount,
        message: t('create.intervalCountRange', { max: String(maxIntervalCount) }),
      },
    ] satisfies FormRule[],
    trialEnd,
    reference: [tooLong(referenceMaxLength)],
    description: [tooLong(descriptionMaxLength)],
    email: [contractRule((value) => isValidEmail(value.trim()), t('create.emailInvalid'))],
  };
};
