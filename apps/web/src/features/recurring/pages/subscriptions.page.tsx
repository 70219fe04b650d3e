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
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { ListEmpty } from '../components/ListEmpty.tsx';
import { useSubscriptionColumns } from '../components/subscription-columns.tsx';
import { useSubscriptionFilters } from '../components/use-subscription-filters.ts';

/**
 * Spec §2 subscriptions: the mode's subscriptions, newest first, filtered by status, customer id
 * and the date range (in the URL); "Create subscription" with the add_subscription permission.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation('recurring');
  const accountId = useParams().accountId ?? '';
  const urlFilters = useSubscriptionFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const timeCreated = filters.range ? timeCreatedOf(filters.range) : undefined;
  const subscriptions = useSubscriptions(accountId, {
    ...paging,
    status: filters.status,
    customerId: filters.customer,
    timeCreated,
  });
  const columns = useSubscriptionColumns(accountId);
  const canCreate = useAccess().data?.subscription.flags.can_add_subscription === true;
  const filtered = filters.status !== undefined || filters.customer !== undefined;
  const create = canCreate && (
    <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
      {t('subscriptions.create')}
    </LinkButton>
  );
  return (
    <ListPage
      title={t('subscriptions.title')}
      intro={t('subscriptions.intro')}
      mode
      actions={create}
      filters={
        <FilterBar
          id="subscriptions"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`subscriptionStatus.${status}`, { ns: 'common' }),
            },
            customer: { label: t('filters.customer'), placeholder: t('filters.customerPlaceholder') },
            range: { label: t('filters.date') },
          }}
        />
      }
      query={subscriptions}
      loadFailedTitle={t('subscriptions.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={subscriptions.data}
        loading={subscriptions.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={
          <ListEmpty
            testId="no-subscriptions"
            description={filtered ? t('subscriptions.emptyFiltered') : t('subscriptions.empty')}
            filtered={filtered}
            area="subscriptions"
            accountId={accountId}
            timeCreated={timeCreated}
            loaded={subscriptions.data?.total === 0}
          >
            {create}
          </ListEmpty>
        }
        scroll={{ x: 1500 }}
      />
    </ListPage>
  );
}
