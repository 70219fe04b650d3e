import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkAllMessagesRead } from '../api/mark-read.ts';
import { useMessageColumns } from '../components/message-columns.tsx';
import { useMessageFilters } from '../components/use-message-filters.ts';

/**
 * Spec §2 messages: the account's messages (the provider's announcements, and what the product had
 * to tell), newest first, read or unread and a date range as filters, and "Mark all as read" for
 * a user who may mark them (edit_message).
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useMessageFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const messages = useMessages(accountId, {
    ...paging,
    status: filters.status,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const markAll = useMarkAllMessagesRead(accountId);
  const canMark = useAccess().data?.messages.flags.can_update === true;
  const columns = useMessageColumns(accountId);
  return (
    <ListPage
      title={t('title')}
      intro={t('intro')}
      actions={
        canMark && (
          <Button icon={<CheckOutlined />} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('markAllRead')}
          </Button>
        )
      }
      filters={
        <FilterBar
          id="messages"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`status.${status}`),
            },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={messages}
      loadFailedTitle={t('loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={messages.data}
        loading={messages.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filters.status ? t('emptyFiltered') : t('empty')}
      />
    </ListPage>
  );
}
