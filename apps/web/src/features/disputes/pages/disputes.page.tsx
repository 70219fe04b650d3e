import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyInMode } from '../../../components/EmptyInMode.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { useDisputeColumns } from '../components/dispute-columns.tsx';
import { useDisputeFilters } from '../components/use-dispute-filters.ts';

/**
 * Spec §2 transaction/disputes: the mode's disputes, filtered by status, reason, payment and date
 * range (in the URL; the last 31 days until another range is picked), paged by the server.
 */
export default function DisputesPage() {
  const { t } = useTranslation('disputes');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useDisputeFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const disputes = useDisputes(accountId, {
    ...paging,
    status: filters.status,
    reason: filters.reason,
    paymentId: filters.paymentId,
    timeCreated,
  });
  const columns = useDisputeColumns(accountId);
  const filtered = [filters.status, filters.reason, filters.paymentId].some((value) => value !== undefined);
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      filters={
        <FilterBar
          id="disputes"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`disputeStatus.${status}`, { ns: 'common' }),
            },
            reason: {
              label: t('filters.reason'),
              all: t('filters.allReasons'),
              option: (reason) => t(`reason.${reason}`),
            },
            paymentId: { label: t('filters.payment'), placeholder: t('filters.paymentPlaceholder') },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={disputes}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={disputes.data}
        loading={disputes.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          filtered ? (
            t('list.empty')
          ) : (
            <EmptyInMode
              enabled={disputes.data?.total === 0}
              description={t('list.emptyAll')}
              area="disputes"
              accountId={accountId}
              timeCreated={timeCreated}
            />
          )
        }
        scroll={{ x: 1120 }}
      />
    </ListPage>
  );
}
