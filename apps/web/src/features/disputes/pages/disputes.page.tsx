import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { DisputeFilterBar } from '../components/DisputeFilterBar.tsx';
import { DisputeTable } from '../components/DisputeTable.tsx';
import { useDisputeFilters } from '../components/use-dispute-filters.ts';

/**
 * Spec §2 transaction/disputes: the mode's disputes, filtered by status, reason, payment and date
 * range (in the URL; the last 31 days until another range is picked), paged by the server.
 */
export default function DisputesPage() {
  const { t } = useTranslation('disputes');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const { filters, setFilters, resetFilters } = useDisputeFilters();
  const { paging, setPaging } = useUrlPaging();
  const disputes = useDisputes(accountId, {
    ...paging,
    status: filters.status,
    reason: filters.reason,
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
      <DisputeFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {disputes.isError && !disputes.isFetching ? (
        <LoadFailed title={t('list.loadFailed')} error={disputes.error} onRetry={() => void disputes.refetch()} />
      ) : (
        <DisputeTable
          accountId={accountId}
          rows={disputes.data?.list ?? []}
          total={disputes.data?.total ?? 0}
          totalCapped={disputes.data?.totalCapped === true}
          loading={disputes.isFetching}
          filtered={[filters.status, filters.reason, filters.paymentId].some((value) => value !== undefined)}
          paging={paging}
          onPage={setPaging}
        />
      )}
    </>
  );
}
