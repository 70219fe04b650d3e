import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { accountPath } from '../../lib/paths.ts';
import { useUnreadMessages } from './api/get-unread-messages.ts';
import { bellBadgeText } from './bell.ts';

export type UnreadBellProps = { accountId: string; enabled: boolean };

/** The unread-message bell (spec §2, §7): '1' for one unread message, '1+' for more; it opens the messages. */
export const UnreadBell = ({ accountId, enabled }: UnreadBellProps) => {
  const { t } = useTranslation('shell');
  const messages = useUnreadMessages(accountId, enabled);
  const to = accountPath(accountId, 'messages');
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  const text = bellBadgeText(messages.data?.list.length ?? 0);
  return (
    <Tooltip title={t('header.messages')}>
      <Badge count={text} size="small" offset={[-4, 4]} data-testid="bell-badge">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          href={href}
          onClick={onClick}
          aria-label={t('header.messages')}
          data-testid="bell"
        />
      </Badge>
    </Tooltip>
  );
};
