import type { TicketStatus as Status } from '@paydeck/contract/ticket-rules';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

const badges = {
  waiting_service_reply: 'processing',
  waiting_user_reply: 'warning',
  closed: 'default',
  archived: 'default',
} as const satisfies Record<Status, string>;

/** Whose turn it is, in the merchant's words: support's (blue), yours (orange), or over (grey). */
export const TicketStatus = ({ status }: { status: Status }) => {
  const { t } = useTranslation('tickets');
  return <Badge status={badges[status]} text={t(`status.${status}`)} data-status={status} />;
};
