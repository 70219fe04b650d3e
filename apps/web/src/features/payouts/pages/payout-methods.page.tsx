import { payoutMethodRules } from '@paydeck/contract/payout-rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayees } from '../api/get-payees.ts';
import { usePayoutMethods } from '../api/get-payout-methods.ts';
import { usePayoutMethodColumns } from '../components/columns.tsx';
import { partyName } from '../components/party-name.ts';
import { usePayoutMethodFilters } from '../components/use-filters.ts';

/**
 * Spec §2 payouts/payout_methods: the mode's payout methods (payees' accounts), filtered by
 * method and payee (in the URL), each opening its detail. Methods are added on their payee's page.
 */
export default function PayoutMethodsPage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePayoutMethodFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const methods = usePayoutMethods(accountId, { ...paging, method: filters.method, payeeId: filters.payeeId });
  const payees = usePayees(accountId, { current: 1, pageSize: 100 });
  const columns = usePayoutMethodColumns(accountId);
  const filtered = filters.method !== undefined || filters.payeeId !== undefined;
  return (
    <ListPage
      title={t('methods.title')}
      intro={t('methods.intro')}
      mode
      filters={
        <FilterBar
          id="payout-methods"
          {...urlFilters}
          fields={{
            method: {
              label: t('filters.method'),
              all: t('filters.allMethods'),
              option: (method) => `${t(`method.${method}`)} · ${payoutMethodRules[method].currency}`,
            },
            payeeId: {
              label: t('filters.payee'),
              all: t('filters.allPayees'),
              loading: payees.isPending,
              searchable: true,
              options: (payees.data?.list ?? []).map((payee) => ({ value: payee.id, label: partyName(payee) })),
            },
          }}
        />
      }
      query={methods}
      loadFailedTitle={t('methods.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={methods.data}
        loading={methods.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('methods.emptyFiltered') : t('methods.empty')}
        scroll={{ x: 1200 }}
      />
    </ListPage>
  );
}
