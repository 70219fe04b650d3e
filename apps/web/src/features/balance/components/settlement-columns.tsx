import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn, moneyColumn } from '../../../components/record-columns.tsx';
import { moneyText } from '../../../lib/money.ts';
import type { SettlementRow } from '../api/get-settlements.ts';
import { maskedAccountNumber } from './balance-text.ts';
import { SettlementStatusTag } from './SettlementStatusTag.tsx';

/** Settlement columns: the id opens the settlement; the bank account shows masked. */
export const useSettlementColumns = (accountId: string): TableColumns<SettlementRow> => {
  const { t } = useTranslation('balance');
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.settlementId'), { accountId, page: 'settlements', id: (row) => row.id }, { width: 270 }),
    moneyColumn(t('column.amount'), { width: 140 }),
    {
      key: 'fee',
      title: t('column.fee'),
      width: 120,
      align: 'right',
      render: (_value, row) => moneyText(row.fee, row.currency),
    },
    { key: 'currency', title: t('column.currency'), dataIndex: 'currency', width: 110 },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_value, row) => <SettlementStatusTag status={row.status} />,
    },
    {
      key: 'bankAccount',
      title: t('column.bankAccount'),
      width: 240,
      render: (_value, row) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
          <span>{row.bankAccount.bankName}</span>
          <span>{maskedAccountNumber(row.bankAccount.accountNumber)}</span>
        </span>
      ),
    },
    { key: 'arrivalDate', title: t('column.arrivalDate'), dataIndex: 'arrivalDate', width: 130 },
    { key: 'description', title: t('column.description'), dataIndex: 'description', ellipsis: true },
  ];
};
