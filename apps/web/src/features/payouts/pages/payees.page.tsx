import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayees } from '../api/get-payees.ts';
import { usePayeeColumns } from '../components/columns.tsx';
import { usePartyFilters } from '../components/use-filters.ts';

/**
 * Spec §2 payouts/payees: the mode's payees, newest first, filtered by entity type and date and
 * searched by id or reference, each opening its detail; "Create payee" with the add flag.
 */
export default function PayeesPage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePartyFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const payees = usePayees(accountId, {
    ...paging,
    entityType: filters.entityType,
    search: filters.search,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const columns = usePayeeColumns(accountId);
  const canCreate = useAccess().data?.payee.flags.can_add_payee === true;
  const filtered = filters.entityType !== undefined || filters.search !== undefined;
  return (
    <ListPage
      title={t('payees.title')}
      intro={t('payees.intro')}
      mode
      actions={
        canCreate && (
          <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
            {t('payees.create')}
          </LinkButton>
        )
      }
      filters={
        <FilterBar
          id="payees"
          {...urlFilters}
          fields={{
            entityType: {
              label: t('filters.entityType'),
              all: t('filters.allEntityTypes'),
              option: (type) => t(`entityType.${type}`),
            },
            search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), width: 320 },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={payees}
      loadFailedTitle={t('payees.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={payees.data}
        loading={payees.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('payees.emptyFiltered') : t('payees.empty')}
        scroll={{ x: 1250 }}
      />
    </ListPage>
  );
}
