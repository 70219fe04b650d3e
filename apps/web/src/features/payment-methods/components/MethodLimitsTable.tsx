import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { moneyText } from './amounts.ts';

type Limit = PaymentMethodRow['amountLimits'][number];

export type MethodLimitsTableProps = { limits: Limit[] };

/** The smallest and largest payment a method takes, per currency (both included). */
export const MethodLimitsTable = ({ limits }: MethodLimitsTableProps) => {
  const { t } = useTranslation('paymentMethods');
  return (
    <DataTable<Limit>
      rowKey="currency"
      size="small"
      style={{ maxWidth: 640 }}
      rows={limits}
      columns={[
        { key: 'currency', title: t('detail.column.currency'), dataIndex: 'currency', width: 120 },
        {
          key: 'min',
          title: t('detail.column.min'),
          align: 'end',
          render: (_value, limit) => moneyText(limit.minAmount, limit.currency),
        },
        {
          key: 'max',
          title: t('detail.column.max'),
          align: 'end',
          render: (_value, limit) => moneyText(limit.maxAmount, limit.currency),
        },
      ]}
    />
  );
};
