import type { ExportStatus as Status } from '@paydeck/contract/export-types';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import type { ExportRow } from '../api/get-exports.ts';

const badges = {
  created: 'default',
  processing: 'processing',
  processed: 'success',
  expired: 'default',
  failed: 'error',
} as const satisfies Record<Status, string>;

/** The export's state; while its file is written, the rows written so far; failed, why. */
export const ExportStatus = ({ row }: { row: ExportRow }) => {
  const { t } = useTranslation('exports');
  const text =
    row.status === 'processing' ? t('progress', { rows: formatNumber(row.rowsWritten) }) : t(`status.${row.status}`);
  return (
    <span data-status={row.status}>
      <Badge status={badges[row.status]} text={text} />
      {row.status === 'failed' && row.failureMessage && (
        <div style={{ fontSize: 12, opacity: 0.75 }}>{row.failureMessage}</div>
      )}
    </span>
  );
};
