import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { RefundRow } from '../api/get-refunds.ts';

export type RefundFieldsProps = { accountId: string; refund: RefundRow };

/** Every spec §3 refund field; the payment id opens the payment. */
export const RefundFields = ({ accountId, refund }: RefundFieldsProps) => {
  const { t } = useTranslation('refunds');
  const fields: Field[] = [
    { key: 'id', label: t('field.id'), value: <Code>{refund.id}</Code> },
    {
      key: 'paymentId',
      label: t('field.paymentId'),
      value: (
        <TextLink to={accountPath(accountId, 'payments', refund.paymentId)}>
          <Code>{refund.paymentId}</Code>
        </TextLink>
      ),
    },
    {
      key: 'paymentMethod',
      label: t('field.paymentMethod'),
      value: t(`method.${refund.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    { key: 'reference', label: t('field.reference'), value: refund.reference },
    { key: 'paymentReference', label: t('field.paymentReference'), value: refund.paymentReference },
    {
      key: 'status',
      label: t('field.status'),
      value: <RecordStatusTag kind="refund" status={refund.status} />,
    },
    { key: 'amount', label: t('field.amount'), value: moneyText(refund.amount, refund.currency) },
    { key: 'amountLocal', label: t('field.amountLocal'), value: moneyText(refund.amountLocal, refund.currency) },
    {
      key: 'failureCode',
      label: t('field.failureCode'),
      value: refund.failureCode && <Code>{refund.failureCode}</Code>,
    },
    { key: 'failureMessage', label: t('field.failureMessage'), value: refund.failureMessage },
    {
      key: 'gatewayTransactionId',
      label: t('field.gatewayTransactionId'),
      value: refund.gatewayTransactionId && <Code>{refund.gatewayTransactionId}</Code>,
    },
    { key: 'description', label: t('field.description'), value: refund.description },
    { key: 'extra', label: t('field.extra'), value: keyValues(refund.extra) },
    { key: 'metadata', label: t('field.metadata'), value: keyValues(refund.metadata) },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(refund.timeCreated) },
    { key: 'timeRefunded', label: t('field.timeRefunded'), value: formatDateTime(refund.timeRefunded) },
  ];
  return <FieldGrid fields={fields} />;
};
