import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useUnreadMessages } from '../api/get-unread-messages.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** The newest unread messages: announcements and what the product had to say. */
export const AnnouncementsCard = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('home');
  const messages = useUnreadMessages(accountId);
  const rows = (messages.data?.list ?? []).map((message) => ({
    key: message.id,
    main: <TextLink to={accountPath(accountId, 'messages', message.id)}>{message.title}</TextLink>,
    detail: formatDateTime(message.timeCreated),
  }));
  return (
    <HomeCard
      title={t('messages.title', { count: messages.data?.total ?? 0 })}
      to={accountPath(accountId, 'messages')}
      query={messages}
      testId="home-messages"
    >
      {rows.length === 0 ? <CardEmpty>{t('messages.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
