import { ticketTakesReplies } from '@paydeck/contract/ticket-rules';
import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { useAccess } from '../../../lib/access.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type AccountPage, accountPath } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';
import { useTicket } from '../api/get-ticket.ts';
import { TicketConversation } from '../components/TicketConversation.tsx';
import { TicketReplyForm } from '../components/TicketReplyForm.tsx';
import { TicketStatus } from '../components/TicketStatus.tsx';

const sourcePages = {
  payment: 'payments',
  refund: 'refunds',
  dispute: 'disputes',
  payout: 'payouts',
  settlement: 'settlements',
} as const satisfies Record<string, AccountPage>;

/**
 * A ticket (spec §3 fields) with its whole conversation and attachments, and the reply box while it
 * takes replies; a closed ticket says it takes none (spec §4). Support replies within 24 hours on
 * business days.
 */
export default function TicketPage() {
  const { t } = useTranslation('tickets');
  const { id = '' } = useParams();
  const accountId = storage.get('accountId') ?? '';
  const query = useTicket(accountId, id);
  const canReply = useAccess().data?.tickets.flags.can_add_ticket === true;
  return (
    <DetailPage
      backTo="/tickets"
      backLabel={t('back')}
      title={query.data?.title ?? t('ticket')}
      recordId={id}
      query={query}
      notFound={
        <RecordNotFound
          testId="ticket-not-found"
          title={t('notFound')}
          hint={t('notFoundHint')}
          backLabel={t('back')}
        />
      }
      loadFailedTitle={t('loadFailedOne')}
    >
      {(ticket) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('details')}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'status', label: t('field.status'), children: <TicketStatus status={ticket.status} /> },
                { key: 'category', label: t('field.category'), children: t(`category.${ticket.category}`) },
                { key: 'priority', label: t('field.priority'), children: t(`priority.${ticket.priority}`) },
                { key: 'creator', label: t('field.creator'), children: ticket.creator },
                {
                  key: 'source',
                  label: t('field.source'),
                  children:
                    ticket.sourceType && ticket.sourceId ? (
                      <TextLink to={accountPath(ticket.accountId, sourcePages[ticket.sourceType], ticket.sourceId)}>
                        {t(`source.${ticket.sourceType}`)} {ticket.sourceId}
                      </TextLink>
                    ) : (
                      '—'
                    ),
                },
                { key: 'assignee', label: t('field.assignee'), children: ticket.assignee ?? t('support') },
                { key: 'created', label: t('field.timeCreated'), children: formatDateTime(ticket.timeCreated) },
                { key: 'updated', label: t('field.timeUpdated'), children: formatDateTime(ticket.timeUpdated) },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('conversation')} hint={t('replyTime')}>
            <TicketConversation ticket={ticket} />
            {ticketTakesReplies(ticket.status) ? (
              canReply && <TicketReplyForm ticketId={ticket.id} />
            ) : (
              <Alert type="info" showIcon data-testid="ticket-closed" title={t('reply.closed')} />
            )}
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
