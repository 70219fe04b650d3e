import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Switch } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint.ts';
import { historiesQuery } from './use-history-filters.ts';

// The dialogs load when first opened, not with the page.
const EndpointFormModal = lazy(() =>
  import('./EndpointFormModal.tsx').then((module) => ({ default: module.EndpointFormModal })),
);
const SendTestModal = lazy(() => import('./SendTestModal.tsx').then((module) => ({ default: module.SendTestModal })));

export type EndpointActionsProps = {
  accountId: string;
  endpoint: WebhookEndpointRow;
  canEdit: boolean;
  canDelete: boolean;
};

/**
 * What can be done with an endpoint, as the role allows (the server enforces it): see its
 * deliveries, edit it, send it a test event, enable or disable it, delete it after a confirmation.
 */
export const EndpointActions = ({ accountId, endpoint, canEdit, canDelete }: EndpointActionsProps) => {
  const { t } = useTranslation('webhooks');
  const navigate = useNavigate();
  const toggleId = useId();
  const update = useUpdateWebhookEndpoint(accountId);
  const remove = useDeleteWebhookEndpoint(accountId);
  const [dialog, setDialog] = useState<'edit' | 'test' | null>(null);
  const enabled = endpoint.status === 'enabled';

  const toggle = (on: boolean) =>
    update.mutate(
      { id: endpoint.id, changes: { status: on ? 'enabled' : 'disabled' } },
      {
        onSuccess: () =>
          announce((feedback) => feedback.message.success(on ? t('detail.enabledDone') : t('detail.disabledDone'))),
        onError: (error) =>
          announce((feedback) => feedback.message.error(failureMessage(error, t('detail.toggleFailed')))),
      },
    );
  // A refusal is announced by the error policy; the confirmation just closes.
  const confirmDelete = () =>
    remove.mutateAsync(endpoint.id).then(
      () => {
        announce((feedback) => feedback.message.success(t('delete.done')));
        navigate(accountPath(accountId, 'webhooks'));
      },
      () => undefined,
    );

  return (
    <Flex gap={8} align="center" wrap data-testid="endpoint-actions">
      <LinkButton to={`${accountPath(accountId, 'webhookHistories')}?${historiesQuery({ endpointId: endpoint.id })}`}>
        {t('detail.deliveries')}
      </LinkButton>
      {canEdit && (
        <>
          <Button icon={<SendOutlined />} disabled={!enabled} onClick={() => setDialog('test')}>
            {t('test.action')}
          </Button>
          <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
            {t('detail.edit')}
          </Button>
          <Flex gap={6} align="center">
            <Switch id={toggleId} checked={enabled} loading={update.isPending} onChange={toggle} />
            <label htmlFor={toggleId}>{t('detail.enabled')}</label>
          </Flex>
        </>
      )}
      {canDelete && (
        <Popconfirm
          title={t('delete.title')}
          description={<div style={{ maxWidth: 320 }}>{t('delete.description')}</div>}
          okText={t('delete.confirm')}
          cancelText={t('delete.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={confirmDelete}
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
            {t('delete.action')}
          </Button>
        </Popconfirm>
      )}
      <Suspense fallback={null}>
        {dialog === 'edit' && (
          <EndpointFormModal accountId={accountId} endpoint={endpoint} onClose={() => setDialog(null)} />
        )}
        {dialog === 'test' && (
          <SendTestModal accountId={accountId} endpoint={endpoint} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Flex>
  );
};
