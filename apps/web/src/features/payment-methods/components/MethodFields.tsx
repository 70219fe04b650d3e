import { Flex, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { MethodStatus } from './MethodStatus.tsx';

export type MethodFieldsProps = { accountId: string; method: PaymentMethodRow; canUpdate: boolean };

/** Every catalogue field of a method and its status in this mode (with its switch), as label–value rows. */
export const MethodFields = ({ accountId, method, canUpdate }: MethodFieldsProps) => {
  const { t } = useTranslation('paymentMethods');
  const { token } = theme.useToken();
  const code = { fontFamily: token.fontFamilyCode };
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'method', label: t('detail.field.method'), value: <code style={code}>{method.method}</code> },
    { key: 'name', label: t('detail.field.name'), value: method.name },
    { key: 'type', label: t('detail.field.type'), value: t(`type.${method.type}`) },
    { key: 'flow', label: t('detail.field.flow'), value: t(`flow.${method.flow}`) },
    { key: 'country', label: t('detail.field.country'), value: <CountryName code={method.country} /> },
    { key: 'currencies', label: t('detail.field.currencies'), value: method.currencies.join(', ') },
    {
      key: 'businessTypes',
      label: t('detail.field.businessTypes'),
      value: (
        <Flex gap={4} wrap>
          {method.businessTypes.map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {t(`businessType.${type}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      label: t('detail.field.status'),
      value: (
        <Flex vertical gap={4}>
          <MethodStatus accountId={accountId} method={method} canUpdate={canUpdate} />
          {!method.available && <span style={{ color: token.colorTextSecondary }}>{t('unavailableReason')}</span>}
        </Flex>
      ),
    },
    {
      key: 'updated',
      label: t('detail.field.updated'),
      value: method.timeUpdated === null ? t('detail.defaultStatus') : formatDateTime(method.timeUpdated),
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
      {rows.map(({ key, label, value }) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
