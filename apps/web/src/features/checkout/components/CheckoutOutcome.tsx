import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { type PaymentFailureCode, type PaymentStatus, paymentFailureCodes } from '@paydeck/contract/payin-types';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../lib/money.ts';
import type { Checkout } from '../api/get-checkout.ts';

export type CheckoutOutcomeProps = { checkout: Checkout };

const isKnownFailure = (code: string | null): code is PaymentFailureCode =>
  code !== null && (paymentFailureCodes as string[]).includes(code);

/** A payment that is over: what happened, in the payer's words, and the way back to the shop. */
export const CheckoutOutcome = ({ checkout }: CheckoutOutcomeProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const amount = moneyText(checkout.amount, checkout.currency);
  const paid = moneyText(checkout.amountPaid, checkout.currency);
  const status = checkout.status as Exclude<PaymentStatus, 'created' | 'pending'>;
  const failure = isKnownFailure(checkout.failureCode)
    ? t(`failure.${checkout.failureCode}`)
    : (checkout.failureMessage ?? '');
  const hints: Record<typeof status, string> = {
    paid: t('outcome.paidHint', { amount }),
    under_paid: t('outcome.under_paidHint', { amount, paid }),
    over_paid: t('outcome.over_paidHint', { amount, paid }),
    failed: failure,
    expired: t('outcome.expiredHint'),
    canceled: t('outcome.canceledHint'),
  };
  const icons: Record<typeof status, ReactNode> = {
    paid: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    under_paid: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    over_paid: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    failed: <CloseCircleFilled style={{ color: token.colorError }} />,
    expired: <ClockCircleFilled style={{ color: token.colorTextTertiary }} />,
    canceled: <ClockCircleFilled style={{ color: token.colorTextTertiary }} />,
  };
  return (
    <div
      role="status"
      data-testid="checkout-outcome"
      style={{ marginTop: 24, paddingTop: 24, borderTop: `1px solid ${token.colorSplit}`, textAlign: 'center' }}
    >
      <div style={{ fontSize: 40, lineHeight: 1, marginBottom: 12 }}>{icons[status]}</div>
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t(`outcome.${status}`)}</h2>
      {hints[status] && <p style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>{hints[status]}</p>}
      {checkout.returnUrl && (
        <Button type="primary" size="large" href={checkout.returnUrl} style={{ marginTop: 20 }}>
          {t('returnToMerchant')}
        </Button>
      )}
    </div>
  );
};
