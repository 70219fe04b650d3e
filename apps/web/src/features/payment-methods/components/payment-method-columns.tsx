import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import type { TableColumns } from '../../../components/columns.ts';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { MethodName } from './MethodName.tsx';
import { MethodStatus } from './MethodStatus.tsx';

/** The catalogue's columns with the account's status in this mode; its switch shows with can_update. */
export const usePaymentMethodColumns = (accountId: string, canUpdate: boolean): TableColumns<PaymentMethodRow> => {
  const { t } = useTranslation('paymentMethods');
  return [
    { key: 'method', title: t('column.method'), width: 210, render: (_value, row) => <MethodName method={row} /> },
    { key: 'type', title: t('column.type'), width: 140, render: (_value, row) => t(`type.${row.type}`) },
    { key: 'flow', title: t('column.flow'), width: 110, render: (_value, row) => t(`flow.${row.flow}`) },
    {
      key: 'country',
      title: t('column.country'),
      width: 150,
      render: (_value, row) => <CountryName code={row.country} />,
    },
    {
      key: 'currencies',
      title: t('column.currencies'),
      width: 100,
      render: (_value, row) => row.currencies.join(', '),
    },
    {
      key: 'businessTypes',
      title: t('column.businessTypes'),
      width: 210,
      render: (_value, row) => (
        <Flex gap={4} wrap>
          {row.businessTypes.map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {t(`businessType.${type}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 200,
      render: (_value, row) => <MethodStatus accountId={accountId} method={row} canUpdate={canUpdate} />,
    },
  ];
};
