import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { TicketDetail } from '../api/get-ticket.ts';
import { useDownloadAttachment } from '../api/send-ticket.ts';

type Turn = {
  key: string;
  author: string;
  support: boolean;
  content: string;
  attachments: TicketDetail['attachments'];
  time: number;
};

/** Attachments, each saved under its name when clicked (never shown inline). */
export const Attachments = ({ ticketId, files }: { ticketId: string; files: TicketDetail['attachments'] }) => {
  const { t } = useTranslation('tickets');
  const download = useDownloadAttachment();
  if (files.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {files.map((file) => (
        <Button
          key={file.id}
          size="small"
          icon={<PaperClipOutlined />}
          aria-label={t('attachments.download', { name: file.filename })}
          onClick={() => download.mutate({ ticketId, id: file.id, filename: file.filename })}
        >
          {file.filename}
        </Button>
      ))}
    </Flex>
  );
};

/** The description, then every reply in order: who wrote it, when, what, and its files. */
export const TicketConversation = ({ ticket }: { ticket: TicketDetail }) => {
  const { t } = useTranslation('tickets');
  const { token } = theme.useToken();
  const turns: Turn[] = [
    {
      key: 'description',
      author: ticket.creator,
      support: false,
      content: ticket.description,
      attachments: ticket.attachments,
      time: ticket.timeCreated,
    },
    ...ticket.replies.map((reply) => ({
      key: reply.id,
      author: reply.authorName,
      support: reply.author === 'support',
      content: reply.content,
      attachments: reply.attachments,
      time: reply.timeCreated,
    })),
  ];
  return (
    <ol aria-label={t('conversation')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {turns.map((turn) => (
        <li
          key={turn.key}
          data-testid="ticket-turn"
          style={{
            borderInlineStart: `3px solid ${turn.support ? token.colorPrimary : token.colorBorder}`,
            paddingInlineStart: token.padding,
            marginBottom: token.margin,
          }}
        >
          <Flex gap={12} wrap style={{ marginBottom: 4 }}>
            <strong>{turn.support ? t('support') : turn.author}</strong>
            <span style={{ color: token.colorTextSecondary }}>{formatDateTime(turn.time)}</span>
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
            {turn.content}
          </Typography.Paragraph>
          <Attachments ticketId={ticket.id} files={turn.attachments} />
        </li>
      ))}
    </ol>
  );
};
