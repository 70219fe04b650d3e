import { type PaymentFailureCode, paidPaymentStatuses, paymentFailureCodes } from '@paydeck/contract/payin-types';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import type { TestPayment } from '../api/create-test-payment.ts';
import { isOpenStatus } from '../api/get-test-payment.ts';

export type TestPaymentFieldsProps = { payment: TestPayment };

const isKnownFailure = (code: string | null): code is PaymentFailureCode =>
  code !== null && (paymentFailureCodes as string[]).includes(code);

/** What became of the test payment: status, amounts, method, and its times, as label–value rows. */
export const TestPaymentFields = ({ payment }: TestPaymentFieldsProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const paid = (paidPaymentStatuses as readonly string[]).includes(payment.status);
  const rows: ({ key: string; label: string; value: ReactNode } | false)[] = [
    {
      key: 'id',
      label: t('testPayment.result.id'),
      value: <code style={{ fontFamily: token.fontFamilyCode }}>{payment.id}</code>,
    },
    {
      key: 'status',
      label: t('testPayment.result.status'),
      value: <RecordStatusTag kind="payment" status={payment.status} />,
    },
    { key: 'amount', label: t('testPayment.result.amount'), value: moneyText(payment.amount, payment.currency) },
    paid && {
      key: 'amountPaid',
      label: t('testPayment.result.amountPaid'),
      value: moneyText(payment.amountPaid, payment.currency),
    },
    {
      key: 'method',
      label: t('testPayment.result.method'),
      value: t(`method.${payment.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    payment.description !== null && {
      key: 'description',
      label: t('testPayment.result.description'),
      value: payment.description,
    },
    payment.status === 'failed' && {
      key: 'failure',
      label: t('testPayment.result.failure'),
      value: (
        <span data-testid="failure-message">
          {isKnownFailure(payment.failureCode) ? t(`failure.${payment.failureCode}`) : payment.failureMessage}
          {payment.failureCode && (
            <code style={{ fontFamily: token.fontFamilyCode, color: token.colorTextSecondary, marginInlineStart: 8 }}>
              {payment.failureCode}
            </code>
          )}
        </span>
      ),
    },
    { key: 'created', label: t('testPayment.result.created'), value: formatDateTime(payment.timeCreated) },
    payment.timePaid !== null
      ? { key: 'paidAt', label: t('testPayment.result.paidAt'), value: formatDateTime(payment.timePaid) }
      : isOpenStatus(payment.status) && {
          key: 'expires',
          label: t('testPayment.result.expires'),
          value: formatDateTime(payment.timeExpired),
        },
  ];
  // A <dl> grid: antd's Descriptions would be one more component on the page's first load.
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 200px) 1fr',
        gap: '12px 24px',
        alignItems: 'center',
        margin: 0,
      }}
    >
      {rows
        .filter((row) => row !== false)
        .map(({ key, label, value }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }} data-field={key}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
};
