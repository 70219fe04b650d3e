import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { storage } from '../../../lib/storage.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useTickets } from '../api/get-tickets.ts';
import { useTicketColumns } from '../components/ticket-columns.tsx';
import { useTicketFilters } from '../components/use-ticket-filters.ts';

/**
 * Spec §2 /tickets: the current account's support tickets, newest first, by status and date, and
 * "Raise a ticket" for a user who may (add_ticket). Support replies within 24 hours on business days.
 */
export default function TicketsPage() {
  const { t } = useTranslation('tickets');
  const accountId = storage.get('accountId') ?? '';
  const urlFilters = useTicketFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const tickets = useTickets(accountId, {
    ...paging,
    status: filters.status,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const canAdd = useAccess().data?.tickets.flags.can_add_ticket === true;
  return (
    <ListPage
      title={t('title')}
      intro={t('intro')}
      actions={
        canAdd && (
          <LinkButton to="/tickets/create" type="primary" icon={<PlusOutlined />}>
            {t('raise')}
          </LinkButton>
        )
      }
      filters={
        <FilterBar
          id="tickets"
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
      query={tickets}
      loadFailedTitle={t('loadFailed')}
    >
      <ServerTable
        columns={useTicketColumns()}
        page={tickets.data}
        loading={tickets.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filters.status ? t('emptyFiltered') : t('empty')}
        scroll={{ x: 1200 }}
      />
    </ListPage>
  );
}
