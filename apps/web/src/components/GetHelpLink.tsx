import { QuestionCircleOutlined } from '@ant-design/icons';
import type { TicketSourceType } from '@paydeck/contract/ticket-rules';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../lib/access.ts';
import { ticketAboutPath } from '../lib/paths.ts';
import { LinkButton } from './LinkButton.tsx';

export type GetHelpLinkProps = { sourceType: TicketSourceType; sourceId: string; show: boolean };

/** "Get help with this": a ticket about this record, for those who may raise tickets (spec §6 tickets add). */
export const GetHelpLink = ({ sourceType, sourceId, show }: GetHelpLinkProps) => {
  const { t } = useTranslation();
  const allowed = useAccess().data?.tickets.flags.can_add_ticket === true;
  if (!show || !allowed) return null;
  return (
    <LinkButton to={ticketAboutPath(sourceType, sourceId)} icon={<QuestionCircleOutlined />} data-testid="get-help">
      {t('links.getHelp')}
    </LinkButton>
  );
};
