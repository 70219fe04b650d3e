import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { type Checkout, isOpen } from '../api/get-checkout.ts';

export type CheckoutDetailsProps = { checkout: Checkout };

/**
 * The amount in large type, then what the payer pays for: method, description, status and the deadline.
 * The status is in the payer's words (`payerStatus`), not the merchant's labels in `common`.
 */
export const CheckoutDetails = ({ checkout }: CheckoutDetailsProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const partial = checkout.status === 'under_paid' || checkout.status === 'over_paid';
  const rows: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'method',
      label: t('field.method'),
      value: t(`method.${checkout.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    ...(checkout.description
      ? [{ key: 'description', label: t('field.description'), value: checkout.description }]
      : []),
    ...(checkout.reference ? [{ key: 'reference', label: t('field.reference'), value: checkout.reference }] : []),
    {
      key: 'status',
      label: t('field.status'),
      value: <StatusTag status={checkout.status} label={t(`payerStatus.${checkout.status}`)} />,
    },
    ...(partial
      ? [{ key: 'amountPaid', label: t('field.amountPaid'), value: moneyText(checkout.amountPaid, checkout.currency) }]
      : []),
    checkout.timePaid !== null
      ? { key: 'paidAt', label: t('field.paidAt'), value: formatDateTime(checkout.timePaid) }
      : isOpen(checkout.status)
        ? { key: 'expires', label: t('field.expires'), value: formatDateTime(checkout.timeExpired) }
        : null,
  ].filter((row) => row !== null);
  return (
    <>
      <div
        data-testid="checkout-amount"
        style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.2, marginBottom: 16, color: token.colorTextHeading }}
      >
        {moneyText(checkout.amount, checkout.currency)}
      </div>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(96px, max-content) 1fr',
          gap: '8px 16px',
          alignItems: 'center',
          margin: 0,
        }}
      >
        {rows.map(({ key, label, value }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};
