import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { TextLink } from '../../../components/TextLink.tsx';
import { accountPath } from '../../../lib/paths.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { EnabledEvents } from './EnabledEvents.tsx';
import { EndpointStatusTag } from './EndpointStatusTag.tsx';

/** Spec §3 webhook endpoint columns: the URL opens the endpoint. */
export const useEndpointColumns = (accountId: string): TableColumns<WebhookEndpointRow> => {
  const { t } = useTranslation('webhooks');
  return [
    {
      key: 'url',
      title: t('endpoints.column.url'),
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'webhooks', row.id)} style={{ wordBreak: 'break-all' }}>
          <Code>{row.url}</Code>
        </TextLink>
      ),
    },
    { key: 'description', title: t('endpoints.column.description'), dataIndex: 'description', width: 200 },
    {
      key: 'events',
      title: t('endpoints.column.events'),
      width: 300,
      render: (_value, row) => <EnabledEvents events={row.enabledEvents} max={3} />,
    },
    {
      key: 'status',
      title: t('endpoints.column.status'),
      width: 150,
      render: (_value, row) => <EndpointStatusTag endpoint={row} />,
    },
    timeColumn(t('endpoints.column.created'), (row) => row.timeCreated, { key: 'created' }),
  ];
};
