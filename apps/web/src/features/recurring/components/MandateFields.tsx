import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { MandateRecord } from '../api/get-mandate.ts';

export type MandateFieldsProps = { accountId: string; mandate: MandateRecord };

/** Every spec §3 mandate field; an empty one shows a dash. */
export const MandateFields = ({ accountId, mandate }: MandateFieldsProps) => {
  const { t } = useTranslation(['recurring', 'paymentMethods']);
  return (
    <FieldGrid
      fields={[
        { key: 'id', label: t('mandate.field.id'), value: <Code>{mandate.id}</Code> },
        {
          key: 'status',
          label: t('mandate.field.status'),
          value: <RecordStatusTag kind="mandate" status={mandate.status} />,
        },
        {
          key: 'customer',
          label: t('mandate.field.customer'),
          value: (
            <TextLink to={accountPath(accountId, 'customers', mandate.customerId)}>
              <Code>{mandate.customerId}</Code>
            </TextLink>
          ),
        },
        { key: 'method', label: t('mandate.field.method'), value: t(`paymentMethods:method.${mandate.paymentMethod}`) },
        { key: 'reference', label: t('mandate.field.reference'), value: mandate.reference },
        {
          key: 'failureCode',
          label: t('mandate.field.failureCode'),
          value: mandate.failureCode && <Code>{mandate.failureCode}</Code>,
        },
        { key: 'failureMessage', label: t('mandate.field.failureMessage'), value: mandate.failureMessage },
        { key: 'timeCreated', label: t('mandate.field.timeCreated'), value: formatDateTime(mandate.timeCreated) },
        { key: 'timeSigned', label: t('mandate.field.timeSigned'), value: formatDateTime(mandate.timeSigned) },
        { key: 'extra', label: t('mandate.field.extra'), value: keyValues(mandate.extra) },
      ]}
    />
  );
};
