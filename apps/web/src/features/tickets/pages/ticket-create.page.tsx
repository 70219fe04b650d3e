import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  type TicketPriority,
  ticketCategories,
  ticketDescriptionMax,
  ticketPriorities,
  ticketSourceTypes,
  ticketTitleMax,
} from '@paydeck/contract/ticket-rules';
import { Alert, Button, Flex, Form, Input, Radio, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { storage } from '../../../lib/storage.ts';
import { useCreateTicket } from '../api/send-ticket.ts';
import { AttachmentPicker } from '../components/AttachmentPicker.tsx';

type Values = { category?: string; title: string; description: string; priority: TicketPriority };

/**
 * Spec §2 /tickets/create: category, title, description and priority (spec §5: category,
 * description and priority required), up to two attachments; raised from a record's page
 * ("Get help with this", `?source_type=&source_id=`) it names that record. Sent as one multipart
 * form; a raised ticket opens on its page.
 */
export default function TicketCreatePage() {
  const { t } = useTranslation('tickets');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<File[]>([]);
  const create = useCreateTicket(storage.get('accountId') ?? '');
  const sourceType = ticketSourceTypes.find((type) => type === params.get('source_type'));
  const sourceId = sourceType ? (params.get('source_id') ?? undefined) : undefined;
  const submit = (values: Values) =>
    create.mutate(
      {
        category: values.category ?? '',
        title: values.title.trim(),
        description: values.description.trim(),
        priority: values.priority,
        sourceType,
        sourceId,
        files,
      },
      {
        onSuccess: (ticket) => {
          announce((feedback) => feedback.message.success(t('create.created')));
          void navigate(`/tickets/${encodeURIComponent(ticket.id)}`);
        },
      },
    );
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Flex vertical gap={8}>
      <LinkButton
        to="/tickets"
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('back')}
      </LinkButton>
      <PageTitle>{t('create.title')}</PageTitle>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 8px', maxWidth: 860 }}>{t('replyTime')}</p>
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          maxWidth: 860,
        }}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ title: '', description: '', priority: 'normal' }}
          onFinish={submit}
          requiredMark
        >
          {create.error !== null && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={failureMessage(create.error, t('create.failed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          {sourceType && sourceId && (
            <Alert
              type="info"
              showIcon
              data-testid="ticket-source"
              title={t('create.about', { record: t(`source.${sourceType}`), id: sourceId })}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item name="category" label={t('field.category')} rules={[required(t('create.categoryRequired'))]}>
            <Select
              placeholder={t('create.categoryPlaceholder')}
              options={ticketCategories.map((category) => ({ value: category, label: t(`category.${category}`) }))}
            />
          </Form.Item>
          <Form.Item name="title" label={t('field.title')} rules={[required(t('create.titleRequired'))]}>
            <Input maxLength={ticketTitleMax} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('field.description')}
            rules={[required(t('create.descriptionRequired'))]}
          >
            <Input.TextArea rows={6} maxLength={ticketDescriptionMax} showCount />
          </Form.Item>
          <Form.Item
            name="priority"
            label={t('field.priority')}
            rules={[{ required: true, message: t('create.priorityRequired') }]}
          >
            <Radio.Group
              optionType="button"
              options={ticketPriorities.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('field.attachments')}>
            <AttachmentPicker files={files} onChange={setFiles} disabled={create.isPending} />
          </Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
            <LinkButton to="/tickets" disabled={create.isPending}>
              {t('actions.cancel', { ns: 'common' })}
            </LinkButton>
          </Flex>
        </Form>
      </div>
    </Flex>
  );
}
