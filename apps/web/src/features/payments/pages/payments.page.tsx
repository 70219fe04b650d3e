import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentFilterBar } from '../components/PaymentFilterBar.tsx';
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
  const { filters, setFilters, resetFilters } = usePaymentFilters();
  const { paging, setPaging } = useUrlPaging();
  const payments = usePayments(accountId, {
    ...paging,
    status: filters.status,
    paymentMethod: filters.method,
    search: filters.search,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const columns = usePaymentColumns(accountId);
  // A status, method or search narrows the list; the date range alone does not.
  const filtered = filters.status !== undefined || filters.method !== undefined || filters.search !== undefined;
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      filters={<PaymentFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />}
      query={payments}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={payments.data}
        loading={payments.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('list.emptyFiltered') : <PaymentsEmpty accountId={accountId} />}
        scroll={{ x: 1160 }}
      />
    </ListPage>
  );
}
