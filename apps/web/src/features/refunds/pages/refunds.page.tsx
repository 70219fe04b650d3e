import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useRefunds } from '../api/get-refunds.ts';
import { RefundFilterBar } from '../components/RefundFilterBar.tsx';
import { RefundTable } from '../components/RefundTable.tsx';
import { useRefundFilters } from '../components/use-refund-filters.ts';

/**
 * Spec §2 transaction/refunds: the mode's refunds, filtered by status, payment and date range (in
 * the URL; the last 31 days until another range is picked), paged by the server.
 */
export default function RefundsPage() {
  const { t } = useTranslation('refunds');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const { filters, setFilters, resetFilters } = useRefundFilters();
  const { paging, setPaging } = useUrlPaging();
  const refunds = useRefunds(accountId, {
    ...paging,
    status: filters.status,
    paymentId: filters.paymentId,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  return (
    <>
      <Flex align="center" gap={12}>
        <PageTitle>{t('list.title')}</PageTitle>
        <ModeTag />
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('list.intro')}</p>
      <RefundFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {refunds.isError && !refunds.isFetching ? (
        <LoadFailed title={t('list.loadFailed')} error={refunds.error} onRetry={() => void refunds.refetch()} />
      ) : (
        <RefundTable
          accountId={accountId}
          rows={refunds.data?.list ?? []}
          total={refunds.data?.total ?? 0}
          totalCapped={refunds.data?.totalCapped === true}
          loading={refunds.isFetching}
          filtered={filters.status !== undefined || filters.paymentId !== undefined}
          paging={paging}
          onPage={setPaging}
        />
      )}
    </>
  );
}
