import { Badge, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { useAccess } from '../../../lib/access.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessage } from '../api/get-message.ts';
import { useMarkMessageRead } from '../api/mark-read.ts';
import { MessageNotFound } from '../components/MessageNotFound.tsx';

/**
 * Spec §2 messages/{id}: one message, its title, when it came and its content as plain text.
 * Opening an unread one marks it read (`PUT /v1/messages/{id}`) for a user who may, and the bell
 * counts it no more.
 */
export default function MessagePage() {
  const { t } = useTranslation('messages');
  const { accountId = '', id = '' } = useParams();
  const query = useMessage(accountId, id);
  const markRead = useMarkMessageRead(accountId);
  const canMark = useAccess().data?.messages.flags.can_update === true;
  const unread = query.data?.status === 'unread';
  const { mutate, isIdle } = markRead;
  useEffect(() => {
    if (unread && canMark && isIdle) mutate(id);
  }, [unread, canMark, isIdle, mutate, id]);
  return (
    <DetailPage
      backLabel={t('message.back')}
      title={t('message.title')}
      query={query}
      notFound={<MessageNotFound />}
      loadFailedTitle={t('message.loadFailed')}
    >
      {(message) => (
        <DetailSection title={message.title}>
          <Flex vertical gap={12}>
            <Flex gap={16} wrap>
              <Typography.Text type="secondary" data-testid="message-time">
                {formatDateTime(message.timeCreated)}
              </Typography.Text>
              <Badge
                status={message.status === 'unread' ? 'processing' : 'default'}
                text={t(`status.${message.status}`)}
              />
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="message-content">
              {message.content}
            </Typography.Paragraph>
          </Flex>
        </DetailSection>
      )}
    </DetailPage>
  );
}
