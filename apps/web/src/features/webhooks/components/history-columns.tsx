import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import type { TableColumns } from '../../../components/columns.ts';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { WebhookHistoryRow } from '../api/get-webhook-histories.ts';
import { HistoryStatusTag } from './HistoryStatusTag.tsx';

/** The histories' columns: the time opens the attempt (so does a click anywhere on its row). */
export const useHistoryColumns = (accountId: string): TableColumns<WebhookHistoryRow> => {
  const { t } = useTranslation('webhooks');
  return [
    {
      key: 'time',
      title: t('histories.column.time'),
      width: 170,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'webhookHistories', row.id)}>{formatDateTime(row.timeCreated)}</TextLink>
      ),
    },
    {
      key: 'endpoint',
      title: t('histories.column.endpoint'),
      render: (_value, row) => <span style={{ wordBreak: 'break-all' }}>{row.notifyUrl}</span>,
    },
    {
      key: 'eventType',
      title: t('histories.column.eventType'),
      width: 170,
      render: (_value, row) => <Code>{row.eventType}</Code>,
    },
    {
      key: 'objectId',
      title: t('histories.column.objectId'),
      width: 230,
      render: (_value, row) => row.objectId && <Code>{row.objectId}</Code>,
    },
    {
      key: 'status',
      title: t('histories.column.status'),
      width: 100,
      render: (_value, row) => <HistoryStatusTag status={row.status} />,
    },
    {
      key: 'responseCode',
      title: t('histories.column.responseCode'),
      width: 110,
      render: (_value, row) => row.responseCode ?? t('histories.noResponse'),
    },
    {
      key: 'duration',
      title: t('histories.column.duration'),
      width: 100,
      align: 'right',
      render: (_value, row) => t('histories.durationMs', { ms: String(row.durationMs) }),
    },
  ];
};
