import { PlusOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerFilterBar } from '../components/CustomerFilterBar.tsx';
import { CustomerTable } from '../components/CustomerTable.tsx';
import { NoCustomers } from '../components/NoCustomers.tsx';
import { useCustomerFilters } from '../components/use-customer-filters.ts';

/**
 * Spec §2 customers: the mode's customers, newest first, searched and filtered by date (in the
 * URL), each opening its detail; "Create customer" with the `customer` check's add flag.
 */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const { filters, setFilters, resetFilters, filtered } = useCustomerFilters();
  const { paging, setPaging } = useUrlPaging();
  const customers = useCustomers(accountId, {
    ...paging,
    search: filters.search,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const canCreate = useAccess().data?.customer.flags.can_add_customer === true;
  return (
    <>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12}>
          <PageTitle>{t('list.title')}</PageTitle>
          <ModeTag />
        </Flex>
        {canCreate && (
          <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
            {t('list.create')}
          </LinkButton>
        )}
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('list.intro')}</p>
      <CustomerFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {customers.isError && !customers.isFetching ? (
        <LoadFailed title={t('list.loadFailed')} error={customers.error} onRetry={() => void customers.refetch()} />
      ) : (
        <CustomerTable
          rows={customers.data?.list ?? []}
          total={customers.data?.total ?? 0}
          totalCapped={customers.data?.totalCapped === true}
          loading={customers.isFetching}
          paging={paging}
          onPage={setPaging}
          empty={<NoCustomers filtered={filtered} canCreate={canCreate} />}
        />
      )}
    </>
  );
}
