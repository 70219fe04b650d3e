import { settlementCurrencies } from '@paydeck/contract/currencies';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useSettlements } from '../api/get-settlements.ts';
import { BalanceSummary } from '../components/BalanceSummary.tsx';
import { LiveOnly } from '../components/LiveOnly.tsx';
import { useSettlementColumns } from '../components/settlement-columns.tsx';
import { useSettlementFilters } from '../components/use-settlement-filters.ts';

/**
 * Spec §2 balance/settlements: the balance summary (with Withdraw), then the withdrawals filtered
 * by status, currency and date range (in the URL), paged by the server.
 */
export default function SettlementsPage() {
  const { t } = useTranslation('balance');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useSettlementFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const settlements = useSettlements(
    accountId,
    {
      ...paging,
      status: filters.status,
      currency: filters.currency,
      timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
    },
    isLivemode(),
  );
  const columns = useSettlementColumns(accountId);
  const filtered = filters.status !== undefined || filters.currency !== undefined;
  return (
    <LiveOnly accountId={accountId}>
      <BalanceSummary accountId={accountId} />
      <ListPage
        title={t('settlements.title')}
        intro={t('settlements.intro')}
        filters={
          <FilterBar
            id="settlements"
            {...urlFilters}
            fields={{
              status: {
                label: t('filters.status'),
                all: t('filters.allStatuses', { ns: 'common' }),
                option: (status) => t(`settlementStatus.${status}`),
              },
              currency: {
                label: t('filters.currency'),
                all: t('filters.allCurrencies'),
                options: settlementCurrencies.map((code) => ({ value: code, label: code })),
              },
              range: { label: t('filters.date') },
            }}
          />
        }
        query={settlements}
        loadFailedTitle={t('settlements.loadFailed')}
      >
        <ServerTable
          columns={columns}
          page={settlements.data}
          loading={settlements.isFetching}
          paging={paging}
          onPage={setPaging}
          empty={filtered ? t('settlements.empty') : t('settlements.emptyAll')}
          scroll={{ x: 1500 }}
        />
      </ListPage>
    </LiveOnly>
  );
}
