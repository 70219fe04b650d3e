import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { serverPath } from '../../../lib/base-path.ts';
import { accountPath, addFormParam } from '../../../lib/paths.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints.ts';
import { useEndpointColumns } from '../components/endpoint-columns.tsx';
import { NoEndpoints } from '../components/NoEndpoints.tsx';

// The form (inputs, selects, text area) loads when first opened, not with the page.
const EndpointFormModal = lazy(() =>
  import('../components/EndpointFormModal.tsx').then((module) => ({ default: module.EndpointFormModal })),
);

/**
 * Spec §2 developers/webhooks: the mode's endpoints, newest first. "Add endpoint" opens the form,
 * and so does `?add=1` (the getting-started step links there); a new endpoint opens its own page,
 * where its signing secret is.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { paging, setPaging } = useUrlPaging();
  const endpoints = useWebhookEndpoints(accountId, paging);
  const columns = useEndpointColumns(accountId);
  const canAdd = useAccess().data?.webhook_endpoint.flags.can_add_webhook_endpoint === true;
  const adding = canAdd && searchParams.get(addFormParam) === '1';

  const setAdding = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(addFormParam, '1');
        else params.delete(addFormParam);
        return params;
      },
      { replace: true },
    );
  const add = () => setAdding(true);

  return (
    <ListPage
      title={t('endpoints.title')}
      intro={t('endpoints.intro')}
      mode
      actions={
        <Flex gap={8} wrap>
          <Button
            icon={<ExportOutlined />}
            href={serverPath('docs/webhooks')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('docs')}
          </Button>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              {t('endpoints.add')}
            </Button>
          )}
        </Flex>
      }
      query={endpoints}
      loadFailedTitle={t('endpoints.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={endpoints.data}
        loading={endpoints.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={<NoEndpoints canAdd={canAdd} onAdd={add} />}
        scroll={{ x: 1100 }}
      />
      <Suspense fallback={null}>
        {adding && (
          <EndpointFormModal
            accountId={accountId}
            onClose={() => setAdding(false)}
            onAdded={(endpoint) => navigate(accountPath(accountId, 'webhooks', endpoint.id))}
          />
        )}
      </Suspense>
    </ListPage>
  );
}
