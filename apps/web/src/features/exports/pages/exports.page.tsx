import { exportLifetimeDays } from '@paydeck/contract/export-types';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { storage } from '../../../lib/storage.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useExports } from '../api/get-exports.ts';
import { useExportColumns } from '../components/export-columns.tsx';
import { useExportFilters } from '../components/use-export-filters.ts';

/**
 * Spec §2 /exports: the current account's exports in the current mode, newest first, by status,
 * list and date; a file being written shows its rows so far, a written one downloads until it expires.
 */
export default function ExportsPage() {
  const { t } = useTranslation('exports');
  const accountId = storage.get('accountId') ?? '';
  const urlFilters = useExportFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const exports = useExports(accountId, {
    ...paging,
    status: filters.status,
    sourceType: filters.source,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const filtered = filters.status !== undefined || filters.source !== undefined;
  return (
    <ListPage
      title={t('title')}
      intro={t('intro', { days: exportLifetimeDays })}
      mode
      filters={
        <FilterBar
          id="exports"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`status.${status}`),
            },
            source: {
              label: t('filters.source'),
              all: t('filters.allSources'),
              option: (source) => t(`source.${source}`),
            },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={exports}
      loadFailedTitle={t('loadFailed')}
    >
      <ServerTable
        columns={useExportColumns()}
        page={exports.data}
        // Not while progress is polled: only a new page or filter shows the spinner.
        loading={exports.isPending || exports.isPlaceholderData}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('emptyFiltered') : t('empty')}
        scroll={{ x: 1260 }}
      />
    </ListPage>
  );
}
