import type { EventType } from '@paydeck/contract/event-types';
import { Alert, Button, Flex, Form, Modal, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { useSendTestEvent } from '../api/send-test-event.ts';
import { eventGroups } from './event-choices.ts';
import { historiesQuery } from './use-history-filters.ts';

export type SendTestModalProps = { accountId: string; endpoint: WebhookEndpointRow; onClose: () => void };

/**
 * Sends a sample event of a chosen type to the endpoint; once queued, the dialog links to the
 * endpoint's histories of that type, where its attempts appear.
 */
export const SendTestModal = ({ accountId, endpoint, onClose }: SendTestModalProps) => {
  const { t } = useTranslation('webhooks');
  const send = useSendTestEvent(accountId);
  const [type, setType] = useState<EventType>('payment.succeeded');
  const options = eventGroups.map((group) => ({
    label: t(`events.group.${group.object}`),
    title: t(`events.group.${group.object}`),
    options: group.types.map((value) => ({ value, label: `${value} · ${t(`events.type.${value}`)}` })),
  }));
  const historiesPath = `${accountPath(accountId, 'webhookHistories')}?${historiesQuery({ endpointId: endpoint.id, eventType: type })}`;

  if (send.isSuccess)
    return (
      <Modal open title={t('test.title')} onCancel={onClose} footer={null}>
        <Result
          status="success"
          title={t('test.sent')}
          subTitle={t('test.sentHint')}
          extra={
            <Flex gap={8} justify="center">
              <Button onClick={onClose}>{t('test.close')}</Button>
              <LinkButton type="primary" to={historiesPath}>
                {t('test.view')}
              </LinkButton>
            </Flex>
          }
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={t('test.title')}
      okText={t('test.submit')}
      okButtonProps={{ loading: send.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => send.mutate({ id: endpoint.id, type })}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{t('test.intro', { url: endpoint.url })}</p>
        <Form layout="vertical">
          <Form.Item label={t('test.type')} htmlFor="test-event-type" style={{ marginBottom: 0 }}>
            <Select<EventType>
              id="test-event-type"
              value={type}
              onChange={setType}
              options={options}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Form>
        {send.isError && <Alert type="error" showIcon title={failureMessage(send.error, t('test.failed'))} />}
      </Flex>
    </Modal>
  );
};
