import { settlementCurrencies } from '@paydeck/contract/currencies';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useBalanceTransactions } from '../api/get-balance-transactions.ts';
import { BalanceSummary } from '../components/BalanceSummary.tsx';
import { LiveOnly } from '../components/LiveOnly.tsx';
import { useTransactionColumns } from '../components/transaction-columns.tsx';
import { useTransactionFilters } from '../components/use-transaction-filters.ts';

/**
 * Spec §2 balance/transactions: the balance summary, then the live ledger entries filtered by
 * type, status, currency, source and date range (in the URL), paged by the server.
 */
export default function BalanceTransactionsPage() {
  const { t } = useTranslation('balance');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useTransactionFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const live = isLivemode();
  const query = {
    type: filters.type,
    status: filters.status,
    currency: filters.currency,
    sourceId: filters.sourceId,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  };
  const transactions = useBalanceTransactions(accountId, { ...paging, ...query }, live);
  const columns = useTransactionColumns(accountId);
  const filtered =
    filters.type !== undefined ||
    filters.status !== undefined ||
    filters.currency !== undefined ||
    filters.sourceId !== undefined;
  return (
    <LiveOnly accountId={accountId}>
      <BalanceSummary accountId={accountId} />
      <ListPage
        title={t('transactions.title')}
        intro={t('transactions.intro')}
        actions={<ExportButton sourceType="balance_transaction" query={query} total={transactions.data?.total} />}
        filters={
          <FilterBar
            id="balance-transactions"
            {...urlFilters}
            fields={{
              type: {
                label: t('filters.type'),
                all: t('filters.allTypes'),
                option: (type) => t(`type.${type}`),
              },
              status: {
                label: t('filters.status'),
                all: t('filters.allStatuses', { ns: 'common' }),
                option: (status) => t(`transactionStatus.${status}`),
              },
              currency: {
                label: t('filters.currency'),
                all: t('filters.allCurrencies'),
                options: settlementCurrencies.map((code) => ({ value: code, label: code })),
              },
              sourceId: { label: t('filters.source'), placeholder: t('filters.sourcePlaceholder'), width: 260 },
              range: { label: t('filters.date') },
            }}
          />
        }
        query={transactions}
        loadFailedTitle={t('transactions.loadFailed')}
      >
        <ServerTable
          columns={columns}
          page={transactions.data}
          loading={transactions.isFetching}
          paging={paging}
          onPage={setPaging}
          empty={filtered ? t('transactions.empty') : t('transactions.emptyAll')}
          scroll={{ x: 1500 }}
        />
      </ListPage>
    </LiveOnly>
  );
}
