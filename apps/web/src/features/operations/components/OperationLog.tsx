import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useOperations } from '../api/get-operations.ts';
import { OperationFilterBar } from './OperationFilterBar.tsx';
import { OperationTable } from './OperationTable.tsx';
import { useOperationFilters } from './use-operation-filters.ts';

/**
 * The user's own activity log (spec §2 /operations and the profile's "operation log" tab):
 * filters and paging in the URL, the rows of the chosen page, and what went wrong if they can't load.
 */
export const OperationLog = () => {
  const { t } = useTranslation('operations');
  const { filters, setFilters, resetFilters } = useOperationFilters();
  const { paging, setPaging } = useUrlPaging();
  const operations = useOperations({
    ...paging,
    accountId: filters.accountId,
    action: filters.action,
    sourceType: filters.sourceType,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  return (
    <>
      <OperationFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {operations.isError && !operations.isFetching ? (
        <LoadFailed title={t('loadFailed')} error={operations.error} onRetry={() => void operations.refetch()} />
      ) : (
        <OperationTable
          rows={operations.data?.list ?? []}
          total={operations.data?.total ?? 0}
          totalCapped={operations.data?.totalCapped === true}
          loading={operations.isFetching}
          paging={paging}
          onPage={setPaging}
        />
      )}
    </>
  );
};
