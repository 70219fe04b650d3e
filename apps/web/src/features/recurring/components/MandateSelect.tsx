import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { MandateRow } from '../api/get-mandates.ts';

export type MandateSelectProps = {
  accountId: string;
  customerId: string | undefined;
  mandates: MandateRow[] | undefined;
  loading: boolean;
  failed: boolean;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
};

/**
 * The customer's signed mandates to charge (a form control); none signed, it says so and points
 * to the customer's page, where a mandate is created and its signing link sent.
 */
export const MandateSelect = ({
  accountId,
  customerId,
  mandates,
  loading,
  failed,
  value,
  onChange,
  id,
}: MandateSelectProps) => {
  const { t } = useTranslation(['recurring', 'paymentMethods']);
  const none = customerId && !loading && !failed && mandates?.length === 0;
  return (
    <>
      <Select<string>
        id={id}
        value={value}
        onChange={onChange}
        loading={loading}
        disabled={!customerId}
        placeholder={customerId ? t('create.mandatePlaceholder') : t('create.mandateFirstCustomer')}
        options={(mandates ?? []).map((mandate) => ({
          value: mandate.id,
          label: `${t(`paymentMethods:method.${mandate.paymentMethod}`)} · ${mandate.id} · ${formatDateTime(mandate.timeSigned)}`,
        }))}
      />
      {failed && customerId && (
        <Alert type="error" showIcon title={t('create.mandatesFailed')} style={{ marginTop: 8 }} />
      )}
      {none && (
        <Alert
          type="info"
          showIcon
          data-testid="no-signed-mandate"
          style={{ marginTop: 8 }}
          title={t('create.noMandate')}
          description={
            <TextLink to={accountPath(accountId, 'customers', customerId)}>{t('create.createMandate')}</TextLink>
          }
        />
      )}
    </>
  );
};
