import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import type { Column } from '../../../components/columns.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath, balanceTransactionsOfPath } from '../../../lib/paths.ts';
import { usePayoutBalanceTransactions } from '../api/get-payout-balance-transactions.ts';

type Entry = NonNullable<ReturnType<typeof usePayoutBalanceTransactions>['data']>['list'][number];

export type PayoutBalanceTransactionsProps = { accountId: string; payoutId: string };

/**
 * The payout's entries in the balance (`source_id` = the payout): its debit, and the credit back
 * of a cancel or failure. Live mode only (spec §7 keeps the ledger live).
 */
export const PayoutBalanceTransactions = ({ accountId, payoutId }: PayoutBalanceTransactionsProps) => {
  const { t } = useTranslation('payouts');
  const entries = usePayoutBalanceTransactions(accountId, payoutId);
  const columns: Column<Entry>[] = [
    {
      key: 'id',
      title: t('column.balanceTransactionId'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'balanceTransactions', row.id)}>
          <Code>{row.id}</Code>
        </TextLink>
      ),
    },
    { key: 'type', title: t('column.type'), width: 160, render: (_v, row) => t(`transactionType.${row.type}`) },
    {
      key: 'amount',
      title: t('column.amount'),
      width: 140,
      align: 'right',
      render: (_v, row) => moneyText(row.amount, row.currency),
    },
    {
      key: 'fee',
      title: t('column.fee'),
      width: 120,
      align: 'right',
      render: (_v, row) => moneyText(row.feeTotal, row.currency),
    },
    {
      key: 'net',
      title: t('column.net'),
      width: 140,
      align: 'right',
      render: (_v, row) => moneyText(row.net, row.currency),
    },
    { key: 'time', title: t('column.timeCreated'), width: 170, render: (_v, row) => formatDateTime(row.timeCreated) },
  ];
  if (entries.isError)
    return (
      <LoadFailed
        title={t('payouts.transactionsFailed')}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
    );
  return (
    <>
      {entries.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <RecordTable
          label={t('payouts.transactions')}
          columns={columns}
          rows={entries.data?.list ?? []}
          empty={t('payouts.noTransactions')}
        />
      )}
      <LinkButton type="link" to={balanceTransactionsOfPath(accountId, payoutId)} style={{ paddingInline: 0 }}>
        {t('payouts.allTransactions')}
      </LinkButton>
    </>
  );
};
