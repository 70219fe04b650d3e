import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn } from '../../../components/record-columns.tsx';
import { moneyText } from '../../../lib/money.ts';
import type { BalanceTransactionRow } from '../api/get-balance-transactions.ts';
import { SourceLink } from './SourceLink.tsx';
import { TransactionStatusTag } from './TransactionStatusTag.tsx';

/** Balance transaction columns: the id opens the entry, the source its payment, refund, dispute or settlement. */
export const useTransactionColumns = (accountId: string): TableColumns<BalanceTransactionRow> => {
  const { t } = useTranslation('balance');
  const money = (title: string, key: 'amount' | 'feeTotal' | 'net', width = 140) => ({
    key,
    title,
    width,
    align: 'right' as const,
    render: (_value: unknown, row: BalanceTransactionRow) => moneyText(row[key], row.currency),
  });
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.id'), { accountId, page: 'balanceTransactions', id: (row) => row.id }, { width: 270 }),
    { key: 'type', title: t('column.type'), width: 150, render: (_value, row) => t(`type.${row.type}`) },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_value, row) => <TransactionStatusTag status={row.status} />,
    },
    money(t('column.amount'), 'amount'),
    money(t('column.fee'), 'feeTotal', 120),
    money(t('column.net'), 'net'),
    {
      key: 'source',
      title: t('column.source'),
      width: 270,
      render: (_value, row) => <SourceLink accountId={accountId} sourceType={row.sourceType} sourceId={row.sourceId} />,
    },
    { key: 'description', title: t('column.description'), dataIndex: 'description', ellipsis: true },
  ];
};
