import { RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints.ts';
import {
  useWebhookHistories,
  type WebhookHistoryFilter,
  type WebhookHistoryRow,
} from '../api/get-webhook-histories.ts';
import { HistoriesEmpty } from '../components/HistoriesEmpty.tsx';
import { useHistoryColumns } from '../components/history-columns.tsx';
import { useHistoryFilters } from '../components/use-history-filters.ts';

const ReplayModal = lazy(() =>
  import('../components/ReplayModal.tsx').then((module) => ({ default: module.ReplayModal })),
);

/** Enough endpoints for the filter's choices: a mode rarely has more than a handful. */
const endpointChoices = { current: 1, pageSize: 100 };

/**
 * Spec §2 developers/webhook_histories: every delivery attempt in the mode, filtered by endpoint,
 * event type, status and date range (the last 31 days until changed). A row opens the attempt;
 * "Replay" sends again what the filters match.
 */
export default function WebhookHistoriesPage() {
  const { t } = useTranslation('webhooks');
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const urlFilters = useHistoryFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const filter: WebhookHistoryFilter = {
    endpointId: filters.endpointId,
    eventType: filters.eventType,
    status: filters.status,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  };
  const histories = useWebhookHistories(accountId, { ...paging, ...filter });
  const endpoints = useWebhookEndpoints(accountId, endpointChoices);
  const columns = useHistoryColumns(accountId);
  const canReplay = useAccess().data?.webhook_endpoint.flags.can_update === true;
  const [replaying, setReplaying] = useState(false);
  const filtered = filters.endpointId !== undefined || filters.eventType !== undefined || filters.status !== undefined;

  const endpointOptions = (endpoints.data?.list ?? []).map((endpoint) => ({ value: endpoint.id, label: endpoint.url }));
  const fields = {
    endpointId: {
      label: t('histories.filters.endpoint'),
      all: t('histories.filters.allEndpoints'),
      options: endpointOptions,
      loading: endpoints.isPending,
      searchable: true,
    },
    eventType: {
      label: t('histories.filters.eventType'),
      all: t('histories.filters.allEventTypes'),
      searchable: true,
    },
    status: {
      label: t('histories.filters.status'),
      all: t('filters.allStatuses', { ns: 'common' }),
      option: (status: 'succeeded' | 'failed') => t(`historyStatus.${status}`),
    },
    range: { label: t('histories.filters.date') },
  };
  const summary = [
    filters.endpointId &&
      `${fields.endpointId.label}: ${endpointOptions.find((option) => option.value === filters.endpointId)?.label ?? filters.endpointId}`,
    filters.eventType && `${fields.eventType.label}: ${filters.eventType}`,
    filters.status && `${fields.status.label}: ${t(`historyStatus.${filters.status}`)}`,
    filters.range && `${fields.range.label}: ${filters.range.from} – ${filters.range.to}`,
  ].filter((line): line is string => typeof line === 'string');

  return (
    <ListPage
      title={t('histories.title')}
      intro={t('histories.intro')}
      mode
      actions={
        canReplay && (
          <Button icon={<RedoOutlined />} onClick={() => setReplaying(true)}>
            {t('replay.action')}
          </Button>
        )
      }
      filters={<FilterBar id="webhook-histories" {...urlFilters} fields={fields} />}
      query={histories}
      loadFailedTitle={t('histories.loadFailed')}
    >
      <ServerTable<WebhookHistoryRow>
        columns={columns}
        page={histories.data}
        loading={histories.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('histories.emptyFiltered') : <HistoriesEmpty accountId={accountId} />}
        scroll={{ x: 1100 }}
        onRow={(row) => ({
          onClick: (event) => {
            // The time cell's link navigates by itself.
            if (!(event.target as HTMLElement).closest('a'))
              navigate(accountPath(accountId, 'webhookHistories', row.id));
          },
          style: { cursor: 'pointer' },
        })}
      />
      <Suspense fallback={null}>
        {replaying && (
          <ReplayModal
            accountId={accountId}
            filter={filter}
            filterSummary={summary}
            onClose={() => setReplaying(false)}
          />
        )}
      </Suspense>
    </ListPage>
  );
}
