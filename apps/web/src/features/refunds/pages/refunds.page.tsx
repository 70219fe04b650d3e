import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyInMode } from '../../../components/EmptyInMode.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useRefunds } from '../api/get-refunds.ts';
import { useRefundColumns } from '../components/refund-columns.tsx';
import { useRefundFilters } from '../components/use-refund-filters.ts';

/**
 * Spec §2 transaction/refunds: the mode's refunds, filtered by status, payment and date range (in
 * the URL; the last 31 days until another range is picked), paged by the server.
 */
export default function RefundsPage() {
  const { t } = useTranslation('refunds');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useRefundFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const query = { status: filters.status, paymentId: filters.paymentId, timeCreated };
  const refunds = useRefunds(accountId, { ...paging, ...query });
  const columns = useRefundColumns(accountId);
  const filtered = filters.status !== undefined || filters.paymentId !== undefined;
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      actions={<ExportButton sourceType="refund" query={query} total={refunds.data?.total} />}
      filters={
        <FilterBar
          id="refunds"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`refundStatus.${status}`, { ns: 'common' }),
            },
            paymentId: { label: t('filters.payment'), placeholder: t('filters.paymentPlaceholder') },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={refunds}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={refunds.data}
        loading={refunds.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          filtered ? (
            t('list.empty')
          ) : (
            <EmptyInMode
              enabled={refunds.data?.total === 0}
              description={t('list.emptyAll')}
              area="refunds"
              accountId={accountId}
              timeCreated={timeCreated}
            />
          )
        }
        scroll={{ x: 1150 }}
      />
    </ListPage>
  );
}
