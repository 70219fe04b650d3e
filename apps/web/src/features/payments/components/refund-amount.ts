import type { Currency } from '@paydeck/contract/currencies';
import { refundAmountIssue, refundExcessText } from '@paydeck/contract/refund-rules';
import type { TFunction } from 'i18next';
import { minorOf } from '../../../lib/money.ts';

/**
 * The refund dialog's check of the typed amount, the server's rule (contract refund-rules) in the
 * server's words: not a number → say so; zero; more than the remainder, and by how much.
 */
export const refundAmountError = (
  major: string,
  refundable: number,
  currency: string,
  t: TFunction<'payments'>,
): string | null => {
  const amount = minorOf(major, currency);
  if (amount === null) return t('refund.amountInvalid');
  const issue = refundAmountIssue(amount, refundable);
  if (issue?.code === 'refund_amount_zero') return t('refund.amountZero');
  if (issue?.code === 'refund_amount_exceeded')
    return t('refund.amountExceeded', { excess: refundExcessText(issue.excess, currency as Currency) });
  return null;
};
