import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { moneyText, percentText } from './amounts.ts';

type FixedFee = PaymentMethodRow['fee']['fixed'][number];

export type MethodFeesTableProps = { fee: PaymentMethodRow['fee'] };

/** The fee schedule: one percentage for the method, plus a fixed amount per currency. */
export const MethodFeesTable = ({ fee }: MethodFeesTableProps) => {
  const { t } = useTranslation('paymentMethods');
  return (
    <DataTable<FixedFee>
      rowKey="currency"
      size="small"
      style={{ maxWidth: 640 }}
      rows={fee.fixed}
      columns={[
        { key: 'currency', title: t('detail.column.currency'), dataIndex: 'currency', width: 120 },
        {
          key: 'percentage',
          title: t('detail.column.percentage'),
          align: 'end',
          render: () => percentText(fee.percentageBps),
        },
        {
          key: 'fixed',
          title: t('detail.column.fixed'),
          align: 'end',
          render: (_value, fixed) => moneyText(fixed.amount, fixed.currency),
        },
      ]}
    />
  );
};
