import { webhookApiVersions, webhookDescriptionMax } from '@paydeck/contract/webhook-types';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage, fieldMessages } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint.ts';
import { EventsSelect } from './EventsSelect.tsx';
import { endpointRules } from './endpoint-rules.ts';
import { changesOf, type EndpointFormValues, emptyEndpointValues, fieldsOf, formValuesOf } from './endpoint-values.ts';

export type EndpointFormModalProps = {
  accountId: string;
  /** The endpoint to edit; without it the form adds one. */
  endpoint?: WebhookEndpointRow;
  onClose: () => void;
  /** After an add, the new endpoint (its page shows the signing secret). */
  onAdded?: (endpoint: WebhookEndpointRow) => void;
};

/**
 * Adds an endpoint, or edits one (only what changed is sent). The rules are the server's, so a
 * form the browser accepts is one the server accepts; a refusal still shows here, in its words.
 */
export const EndpointFormModal = ({ accountId, endpoint, onClose, onAdded }: EndpointFormModalProps) => {
  const { t } = useTranslation('webhooks');
  const [form] = Form.useForm<EndpointFormValues>();
  const create = useCreateWebhookEndpoint(accountId);
  const update = useUpdateWebhookEndpoint(accountId);
  const saving = endpoint ? update : create;
  const live = endpoint?.livemode ?? isLivemode();
  const rules = endpointRules(t, live);

  const submit = (values: EndpointFormValues) => {
    if (!endpoint) {
      create.mutate(fieldsOf(values), {
        onSuccess: (added) => {
          announce((feedback) => feedback.message.success(t('form.added')));
          onAdded?.(added);
        },
      });
      return;
    }
    const changes = changesOf(endpoint, values);
    if (Object.keys(changes).length === 0) {
      announce((feedback) => feedback.message.info(t('form.noChanges')));
      onClose();
      return;
    }
    update.mutate(
      { id: endpoint.id, changes },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('form.saved')));
          onClose();
        },
      },
    );
  };

  const details = fieldMessages(saving.error);
  return (
    <Modal
      open
      width={720}
      title={endpoint ? t('form.editTitle') : t('form.addTitle')}
      okText={endpoint ? t('form.save') : t('form.add')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: saving.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EndpointFormValues>
        form={form}
        layout="vertical"
        initialValues={endpoint ? formValuesOf(endpoint) : emptyEndpointValues}
        onFinish={submit}
        requiredMark
      >
        <Form.Item
          name="url"
          label={t('form.url')}
          rules={rules.url}
          validateFirst
          extra={live ? t('form.urlExtraLive') : t('form.urlExtraTest')}
        >
          <Input placeholder={t('form.urlPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={rules.description}>
          <Input.TextArea
            placeholder={t('form.descriptionPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 5 }}
            showCount
            maxLength={webhookDescriptionMax}
          />
        </Form.Item>
        <Form.Item name="enabledEvents" label={t('form.events')} rules={rules.enabledEvents} required>
          <EventsSelect />
        </Form.Item>
        <Form.Item name="apiVersion" label={t('form.apiVersion')} extra={t('form.apiVersionExtra')}>
          <Select options={webhookApiVersions.map((version) => ({ value: version, label: version }))} />
        </Form.Item>
        {saving.isError && (
          <Alert
            type="error"
            showIcon
            title={failureMessage(saving.error, t('form.failed'))}
            description={details.length > 0 ? details.join(' ') : undefined}
          />
        )}
      </Form>
    </Modal>
  );
};
