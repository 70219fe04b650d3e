import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentsEmpty } from '../components/PaymentsEmpty.tsx';
import { usePaymentColumns } from '../components/payment-columns.tsx';
import { usePaymentFilters } from '../components/use-payment-filters.ts';

/**
 * Spec §2 transaction/payments: the account's payments in the current mode, filtered by status,
 * method, an id / reference / customer id and the date range (the last 31 days until changed),
 * with filters and page in the URL.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePaymentFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const query = { status: filters.status, paymentMethod: filters.method, search: filters.search, timeCreated };
  const payments = usePayments(accountId, { ...paging, ...query });
  const columns = usePaymentColumns(accountId);
  // A status, method or search narrows the list; the date range alone does not.
  const filtered = filters.status !== undefined || filters.method !== undefined || filters.search !== undefined;
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      actions={<ExportButton sourceType="payment" query={query} total={payments.data?.total} />}
      filters={
        <FilterBar
          id="payments"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`paymentStatus.${status}`, { ns: 'common' }),
            },
            method: {
              label: t('filters.method'),
              all: t('filters.allMethods'),
              option: (method) => t(`method.${method}`, { ns: 'paymentMethods' }),
              searchable: true,
            },
            search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={payments}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={payments.data}
        loading={payments.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          filtered ? (
            t('list.emptyFiltered')
          ) : (
            <PaymentsEmpty accountId={accountId} timeCreated={timeCreated} loaded={payments.data?.total === 0} />
          )
        }
        scroll={{ x: 1160 }}
      />
    </ListPage>
  );
}
