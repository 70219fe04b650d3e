import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { TextLink } from '../../../components/TextLink.tsx';
import type { TicketRow } from '../api/get-tickets.ts';
import { TicketStatus } from './TicketStatus.tsx';

/** Spec §3 ticket columns: title (to the ticket), category, priority, status, creator, times. */
export const useTicketColumns = (): TableColumns<TicketRow> => {
  const { t } = useTranslation('tickets');
  return [
    {
      key: 'title',
      title: t('field.title'),
      width: 300,
      render: (_value, row) => <TextLink to={`/tickets/${encodeURIComponent(row.id)}`}>{row.title}</TextLink>,
    },
    { key: 'category', title: t('field.category'), width: 190, render: (_value, row) => t(`category.${row.category}`) },
    { key: 'priority', title: t('field.priority'), width: 110, render: (_value, row) => t(`priority.${row.priority}`) },
    {
      key: 'status',
      title: t('field.status'),
      width: 200,
      render: (_value, row) => <TicketStatus status={row.status} />,
    },
    { key: 'creator', title: t('field.creator'), width: 220, render: (_value, row) => row.creator },
    timeColumn(t('field.timeCreated'), (row) => row.timeCreated, { key: 'timeCreated' }),
    timeColumn(t('field.timeUpdated'), (row) => row.timeUpdated, { key: 'timeUpdated' }),
  ];
};
