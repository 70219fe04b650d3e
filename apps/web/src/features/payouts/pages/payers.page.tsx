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
import { usePayers } from '../api/get-payers.ts';
import { usePayerColumns } from '../components/columns.tsx';
import { usePartyFilters } from '../components/use-filters.ts';

/**
 * Spec §2 payouts/payers: the mode's payers, newest first, filtered by entity type and date and
 * searched by id or reference (in the URL), each opening its detail; "Create payer" with the
 * `payer` check's add flag.
 */
export default function PayersPage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePartyFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const payers = usePayers(accountId, {
    ...paging,
    entityType: filters.entityType,
    search: filters.search,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const columns = usePayerColumns(accountId);
  const canCreate = useAccess().data?.payer.flags.can_add_payer === true;
  const filtered = filters.entityType !== undefined || filters.search !== undefined;
  return (
    <ListPage
      title={t('payers.title')}
      intro={t('payers.intro')}
      mode
      actions={
        canCreate && (
          <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
            {t('payers.create')}
          </LinkButton>
        )
      }
      filters={
        <FilterBar
          id="payers"
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
      query={payers}
      loadFailedTitle={t('payers.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={payers.data}
        loading={payers.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('payers.emptyFiltered') : t('payers.empty')}
        scroll={{ x: 1200 }}
      />
    </ListPage>
  );
}
