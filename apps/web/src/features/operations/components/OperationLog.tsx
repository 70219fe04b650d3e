import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage, type ListPageProps } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useUserAccounts } from '../../../lib/user-accounts.ts';
import { useOperations } from '../api/get-operations.ts';
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
  const urlFilters = useOperationFilters();
  const { filters } = urlFilters;
  const accounts = useUserAccounts();
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
      filters={
        <FilterBar
          id="operations"
          {...urlFilters}
          fields={{
            accountId: {
              label: t('filters.account'),
              all: t('filters.allAccounts'),
              options: (accounts.data ?? []).map((account) => ({ value: account.id, label: account.name })),
              loading: accounts.isPending,
              searchable: true,
            },
            action: {
              label: t('filters.action'),
              all: t('filters.allActions'),
              option: (action) => t(`action.${action}`),
            },
            sourceType: {
              label: t('filters.source'),
              all: t('filters.allSources'),
              option: (source) => t(`source.${source}`),
            },
            range: { label: t('filters.date') },
          }}
        />
      }
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
