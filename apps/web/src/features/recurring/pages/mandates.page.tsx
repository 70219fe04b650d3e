import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useMandates } from '../api/get-mandates.ts';
import { ListEmpty } from '../components/ListEmpty.tsx';
import { useMandateColumns } from '../components/mandate-columns.tsx';
import { useMandateFilters } from '../components/use-mandate-filters.ts';

/**
 * Spec §2 mandates: the mode's mandates, newest first, filtered by status, method, customer id
 * and the date range (the last 31 days until changed), with filters and page in the URL. A
 * mandate is created from its customer's page.
 */
export default function MandatesPage() {
  const { t } = useTranslation('recurring');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useMandateFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const mandates = useMandates(accountId, {
    ...paging,
    status: filters.status,
    paymentMethod: filters.method,
    customerId: filters.customer,
    timeCreated,
  });
  const columns = useMandateColumns(accountId);
  const filtered = filters.status !== undefined || filters.method !== undefined || filters.customer !== undefined;
  return (
    <ListPage
      title={t('mandates.title')}
      intro={t('mandates.intro')}
      mode
      filters={
        <FilterBar
          id="mandates"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`mandateStatus.${status}`, { ns: 'common' }),
            },
            method: {
              label: t('filters.method'),
              all: t('filters.allMethods'),
              option: (method) => t(`method.${method}`, { ns: 'paymentMethods' }),
              searchable: true,
            },
            customer: { label: t('filters.customer'), placeholder: t('filters.customerPlaceholder') },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={mandates}
      loadFailedTitle={t('mandates.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={mandates.data}
        loading={mandates.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          <ListEmpty
            testId="no-mandates"
            description={filtered ? t('mandates.emptyFiltered') : t('mandates.empty')}
            filtered={filtered}
            area="mandates"
            accountId={accountId}
            timeCreated={timeCreated}
            loaded={mandates.data?.total === 0}
          />
        }
        scroll={{ x: 1300 }}
      />
    </ListPage>
  );
}
