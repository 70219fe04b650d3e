import { useTranslation } from 'react-i18next';
import { ListPage, type ListPageProps } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useOperations } from '../api/get-operations.ts';
import { OperationFilterBar } from './OperationFilterBar.tsx';
import { useOperationColumns } from './operation-columns.tsx';
import { useOperationFilters } from './use-operation-filters.ts';

/** /operations gives the log its title and intro; the profile's tab shows it under the tab's name. */
export type OperationLogProps = Pick<ListPageProps, 'title' | 'intro'>;

/**
 * The user's own activity log (spec §2 /operations and the profile's "operation log" tab):
 * filters and paging in the URL, the rows of the chosen page, and what went wrong if they can't load.
 */
export const OperationLog = ({ title, intro }: OperationLogProps) => {
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
  const columns = useOperationColumns();
  return (
    <ListPage
      title={title}
      intro={intro}
      filters={<OperationFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />}
      query={operations}
      loadFailedTitle={t('loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={operations.data}
        loading={operations.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={t('empty')}
        scroll={{ x: 1150 }}
      />
    </ListPage>
  );
};
