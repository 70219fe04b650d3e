import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentFilterBar } from '../components/PaymentFilterBar.tsx';
import { PaymentTable } from '../components/PaymentTable.tsx';
import { usePaymentFilters } from '../components/use-payment-filters.ts';

/**
 * Spec §2 transaction/payments: the account's payments in the current mode, filtered by status,
 * method, an id / reference / customer id and the date range (the last 31 days until changed),
 * with filters and page in the URL.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
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
  const filtered = filters.status !== undefined || filters.method !== undefined || filters.search !== undefined;
  return (
    <>
      <Flex align="center" gap={12}>
        <PageTitle>{t('list.title')}</PageTitle>
        <ModeTag />
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('list.intro')}</p>
      <PaymentFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {payments.isError && !payments.isFetching ? (
        <LoadFailed title={t('list.loadFailed')} error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentTable
          accountId={accountId}
          rows={payments.data?.list ?? []}
          total={payments.data?.total ?? 0}
          totalCapped={payments.data?.totalCapped === true}
          loading={payments.isFetching}
          filtered={filtered}
          paging={paging}
          onPage={setPaging}
        />
      )}
    </>
  );
}
