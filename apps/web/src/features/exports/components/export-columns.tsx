import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { formatBytes, formatNumber } from '../../../lib/format.ts';
import { useDownloadExport } from '../api/download-export.ts';
import type { ExportRow } from '../api/get-exports.ts';
import { ExportStatus } from './ExportStatus.tsx';
import { describeFilter } from './export-filter.ts';

/** Spec §3 export columns: the file (rows and size once written), the list and filter it holds, its state and times, its download. */
export const useExportColumns = (): TableColumns<ExportRow> => {
  const { t } = useTranslation('exports');
  const download = useDownloadExport();
  return [
    {
      key: 'file',
      title: t('field.file'),
      width: 270,
      render: (_value, row) => (
        <>
          <div>{row.filename}</div>
          {row.rowsTotal !== null && row.size !== null && (
            <div style={{ fontSize: 12, opacity: 0.65 }}>
              {t('rowsAndSize', { rows: formatNumber(row.rowsTotal), size: formatBytes(row.size) })}
            </div>
          )}
        </>
      ),
    },
    { key: 'source', title: t('field.source'), width: 130, render: (_value, row) => t(`source.${row.sourceType}`) },
    { key: 'filter', title: t('field.filter'), width: 220, render: (_value, row) => describeFilter(t, row) },
    { key: 'status', title: t('field.status'), width: 170, render: (_value, row) => <ExportStatus row={row} /> },
    timeColumn(t('field.timeCreated'), (row) => row.timeCreated, { key: 'timeCreated' }),
    timeColumn(t('field.timeExpired'), (row) => row.timeExpired, { key: 'timeExpired' }),
    {
      key: 'download',
      title: t('field.actions'),
      width: 140,
      fixed: 'right',
      render: (_value, row) =>
        row.status === 'processed' && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={download.isPending && download.variables?.id === row.id}
            onClick={() => download.mutate(row)}
            aria-label={t('downloadFile', { file: row.filename })}
          >
            {t('download')}
          </Button>
        ),
    },
  ];
};
