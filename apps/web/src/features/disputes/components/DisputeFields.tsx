import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { DisputeRow } from '../api/get-disputes.ts';
import { ResponseDeadline } from './ResponseDeadline.tsx';

export type DisputeFieldsProps = { accountId: string; dispute: DisputeRow };

/** Every spec §3 dispute field; the payment id opens the payment, the deadline counts down while open. */
export const DisputeFields = ({ accountId, dispute }: DisputeFieldsProps) => {
  const { t } = useTranslation('disputes');
  const fields: Field[] = [
    { key: 'id', label: t('field.id'), value: <Code>{dispute.id}</Code> },
    {
      key: 'paymentId',
      label: t('field.paymentId'),
      value: (
        <TextLink to={accountPath(accountId, 'payments', dispute.paymentId)}>
          <Code>{dispute.paymentId}</Code>
        </TextLink>
      ),
    },
    {
      key: 'paymentMethod',
      label: t('field.paymentMethod'),
      value: t(`method.${dispute.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    { key: 'amount', label: t('field.amount'), value: moneyText(dispute.amount, dispute.currency) },
    { key: 'type', label: t('field.type'), value: t(`type.${dispute.type}`) },
    {
      key: 'status',
      label: t('field.status'),
      value: <RecordStatusTag kind="dispute" status={dispute.status} />,
    },
    { key: 'reason', label: t('field.reason'), value: t(`reason.${dispute.reason}`) },
    { key: 'description', label: t('field.description'), value: dispute.description },
    {
      key: 'gatewayTransactionId',
      label: t('field.gatewayTransactionId'),
      value: dispute.gatewayTransactionId && <Code>{dispute.gatewayTransactionId}</Code>,
    },
    {
      key: 'closeReason',
      label: t('field.closeReason'),
      value: dispute.closeReason && t(`closeReason.${dispute.closeReason}`),
    },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(dispute.timeCreated) },
    {
      key: 'timeExpired',
      label: t('field.timeExpired'),
      value: <ResponseDeadline status={dispute.status} timeExpired={dispute.timeExpired} />,
    },
    { key: 'timeClosed', label: t('field.timeClosed'), value: formatDateTime(dispute.timeClosed) },
  ];
  return <FieldGrid fields={fields} />;
};
