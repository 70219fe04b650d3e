import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { TextLink } from '../../../components/TextLink.tsx';
import { accountPath } from '../../../lib/paths.ts';
import type { MessageRow } from '../api/get-messages.ts';

/** Spec §3 message columns: the title (to the message, bold while unread), read or unread, when it came. */
export const useMessageColumns = (accountId: string): TableColumns<MessageRow> => {
  const { t } = useTranslation('messages');
  return [
    {
      key: 'title',
      title: t('field.title'),
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'messages', row.id)}>
          <span style={{ fontWeight: row.status === 'unread' ? 600 : undefined }}>{row.title}</span>
        </TextLink>
      ),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 120,
      render: (_value, row) => (
        <Badge status={row.status === 'unread' ? 'processing' : 'default'} text={t(`status.${row.status}`)} />
      ),
    },
    timeColumn(t('field.timeCreated'), (row) => row.timeCreated, { key: 'timeCreated' }),
  ];
};
