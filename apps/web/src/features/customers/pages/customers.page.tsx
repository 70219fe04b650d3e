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
import { useCustomers } from '../api/get-customers.ts';
import { useCustomerColumns } from '../components/customer-columns.tsx';
import { NoCustomers } from '../components/NoCustomers.tsx';
import { useCustomerFilters } from '../components/use-customer-filters.ts';

/**
 * Spec §2 customers: the mode's customers, newest first, searched and filtered by date (in the
 * URL), each opening its detail; "Create customer" with the `customer` check's add flag.
 */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useCustomerFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const customers = useCustomers(accountId, { ...paging, search: filters.search, timeCreated });
  const columns = useCustomerColumns(accountId);
  const canCreate = useAccess().data?.customer.flags.can_add_customer === true;
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      actions={
        canCreate && (
          <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
            {t('list.create')}
          </LinkButton>
        )
      }
      filters={
        <FilterBar
          id="customers"
          {...urlFilters}
          fields={{
            search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), width: 320 },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={customers}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={customers.data}
        loading={customers.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          <NoCustomers
            loaded={customers.data?.total === 0}
            filtered={filters.search !== undefined}
            inRange={filters.range !== null}
            canCreate={canCreate}
            accountId={accountId}
            timeCreated={timeCreated}
          />
        }
        scroll={{ x: 1080 }}
      />
    </ListPage>
  );
}
