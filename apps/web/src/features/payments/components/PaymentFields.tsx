import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PaymentDetailRow } from '../api/get-payment.ts';
import { PaymentStatusTag } from './PaymentStatusTag.tsx';

export type PaymentFieldsProps = { accountId: string; payment: PaymentDetailRow };

/** Every spec §3 payment field, in three sections: the payment, its amounts, and how it was processed. */
export const PaymentFields = ({ accountId, payment }: PaymentFieldsProps) => {
  const { t } = useTranslation(['payments', 'paymentMethods']);
  const { token } = theme.useToken();
  const code = (value: string | null): ReactNode =>
    value && <code style={{ fontFamily: token.fontFamilyCode }}>{value}</code>;
  const money = (minor: number) => moneyText(minor, payment.currency);
  const external = (url: string | null) =>
    url && (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    );

  const overview: Field[] = [
    { key: 'id', label: t('field.id'), value: code(payment.id) },
    {
      key: 'status',
      label: t('field.status'),
      value: <PaymentStatusTag status={payment.status} disputed={payment.disputed} />,
    },
    {
      key: 'method',
      label: t('field.method'),
      value: (
        <>
          {t(`paymentMethods:method.${payment.paymentMethod}`)} {code(payment.paymentMethod)}
        </>
      ),
    },
    { key: 'methodType', label: t('field.methodType'), value: t(`paymentMethods:type.${payment.paymentMethodType}`) },
    { key: 'methodFlow', label: t('field.methodFlow'), value: t(`paymentMethods:flow.${payment.paymentMethodFlow}`) },
    { key: 'reference', label: t('field.reference'), value: payment.reference },
    {
      key: 'customer',
      label: t('field.customer'),
      value: payment.customerId && (
        <TextLink
          to={accountPath(accountId, 'customers', payment.customerId)}
          style={{ fontFamily: token.fontFamilyCode }}
        >
          {payment.customerId}
        </TextLink>
      ),
    },
    { key: 'sourceType', label: t('field.sourceType'), value: t(`sourceType.${payment.sourceType}`) },
    { key: 'sourceId', label: t('field.sourceId'), value: code(payment.sourceId) },
    { key: 'description', label: t('field.description'), value: payment.description },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(payment.timeCreated) },
    { key: 'timePaid', label: t('field.timePaid'), value: formatDateTime(payment.timePaid) },
  ];

  const amounts: Field[] = [
    { key: 'amount', label: t('field.amount'), value: money(payment.amount) },
    { key: 'amountPaid', label: t('field.amountPaid'), value: money(payment.amountPaid) },
    { key: 'amountRefunded', label: t('field.amountRefunded'), value: money(payment.amountRefunded) },
    { key: 'amountRefundPending', label: t('field.amountRefundPending'), value: money(payment.amountRefundPending) },
    { key: 'amountRefundable', label: t('field.amountRefundable'), value: money(payment.amountRefundable) },
    { key: 'amountLocal', label: t('field.amountLocal'), value: money(payment.amountLocal) },
    { key: 'amountLocalPaid', label: t('field.amountLocalPaid'), value: money(payment.amountLocalPaid) },
  ];

  const processing: Field[] = [
    { key: 'gatewayTransactionId', label: t('field.gatewayTransactionId'), value: code(payment.gatewayTransactionId) },
    { key: 'failureCode', label: t('field.failureCode'), value: code(payment.failureCode) },
    { key: 'failureMessage', label: t('field.failureMessage'), value: payment.failureMessage },
    {
      key: 'action',
      label: t('field.action'),
      value: (
        <>
          {t(`paymentMethods:flow.${payment.action.type}`)}
          <br />
          {external(payment.action.url)}
        </>
      ),
    },
    { key: 'notifyUrl', label: t('field.notifyUrl'), value: external(payment.notifyUrl) },
    { key: 'returnUrl', label: t('field.returnUrl'), value: external(payment.returnUrl) },
    { key: 'metadata', label: t('field.metadata'), value: keyValues(payment.metadata) },
    { key: 'extra', label: t('field.extra'), value: keyValues(payment.extra) },
  ];

  return (
    <>
      <DetailSection title={t('detail.overview')}>
        <FieldGrid fields={overview} />
      </DetailSection>
      <DetailSection title={t('detail.amounts')} hint={t('detail.amountsHint')}>
        <FieldGrid fields={amounts} />
      </DetailSection>
      <DetailSection title={t('detail.processing')}>
        <FieldGrid fields={processing} />
      </DetailSection>
    </>
  );
};
