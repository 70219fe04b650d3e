import { ticketDescriptionMax } from '@paydeck/contract/ticket-rules';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { storage } from '../../../lib/storage.ts';
import { useReplyToTicket } from '../api/send-ticket.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';

/** The merchant's reply with up to two attachments; the server's refusal (closed meanwhile) shows above it. */
export const TicketReplyForm = ({ ticketId }: { ticketId: string }) => {
  const { t } = useTranslation('tickets');
  const [form] = Form.useForm<{ content: string }>();
  const [files, setFiles] = useState<File[]>([]);
  const reply = useReplyToTicket(storage.get('accountId') ?? '');
  const submit = ({ content }: { content: string }) =>
    reply.mutate(
      { id: ticketId, content: content.trim(), files },
      {
        onSuccess: () => {
          form.resetFields();
          setFiles([]);
        },
      },
    );
  return (
    <Form form={form} layout="vertical" initialValues={{ content: '' }} onFinish={submit}>
      {reply.error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failureMessage(reply.error, t('reply.failed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="content"
        label={t('reply.title')}
        rules={[{ required: true, whitespace: true, message: t('reply.required') }]}
      >
        <Input.TextArea rows={4} maxLength={ticketDescriptionMax} />
      </Form.Item>
      <Form.Item>
        <AttachmentPicker files={files} onChange={setFiles} disabled={reply.isPending} />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {t('reply.submit')}
        </Button>
      </Flex>
    </Form>
  );
};
