import { PlusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { timeCreatedOf } from '../../../lib/date-range.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { usePayoutColumns } from '../components/columns.tsx';
import { usePayoutFilters } from '../components/use-filters.ts';

/** The payer or payee a payer's or payee's page narrowed the list to (`?payerId=` / `?payeeId=`). */
const partyParams = ['payerId', 'payeeId'] as const;

/**
 * Spec §2 payouts/payouts: the mode's payouts, newest first, filtered by status, method, purpose,
 * currency and date and searched by id or reference (in the URL), each opening its detail;
 * "Create payout" with the `payout` check's add flag.
 */
export default function PayoutsPage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePayoutFilters();
  const { filters } = urlFilters;
  const [searchParams, setSearchParams] = useSearchParams();
  const { paging, setPaging } = useUrlPaging();
  const payerId = searchParams.get('payerId') ?? undefined;
  const payeeId = searchParams.get('payeeId') ?? undefined;
  const payouts = usePayouts(accountId, {
    ...paging,
    status: filters.status,
    method: filters.method,
    purpose: filters.purpose,
    currency: filters.currency,
    payerId,
    payeeId,
    search: filters.search,
    timeCreated: filters.range ? timeCreatedOf(filters.range) : undefined,
  });
  const columns = usePayoutColumns(accountId);
  const canCreate = useAccess().data?.payout.flags.can_add_payout === true;
  const filtered =
    filters.status !== undefined ||
    filters.method !== undefined ||
    filters.purpose !== undefined ||
    filters.currency !== undefined ||
    filters.search !== undefined ||
    payerId !== undefined ||
    payeeId !== undefined;
  const clearParty = (name: (typeof partyParams)[number]) =>
    setSearchParams(
      (params) => {
        params.delete(name);
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return (
    <ListPage
      title={t('payouts.title')}
      intro={t('payouts.intro')}
      mode
      actions={
        canCreate && (
          <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
            {t('payouts.create')}
          </LinkButton>
        )
      }
      filters={
        <>
          <FilterBar
            id="payouts"
            {...urlFilters}
            fields={{
              status: {
                label: t('filters.status'),
                all: t('filters.allStatuses', { ns: 'common' }),
                option: (status) => t(`status.${status}`),
              },
              method: {
                label: t('filters.method'),
                all: t('filters.allMethods'),
                option: (method) => t(`method.${method}`),
              },
              purpose: {
                label: t('filters.purpose'),
                all: t('filters.allPurposes'),
                option: (purpose) => t(`purpose.${purpose}`),
              },
              currency: { label: t('filters.currency'), all: t('filters.allCurrencies') },
              search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), width: 320 },
              range: { label: t('filters.date') },
            }}
          />
          {partyParams.map((name) => {
            const value = searchParams.get(name);
            return (
              value && (
                <Tag
                  key={name}
                  closable
                  onClose={() => clearParty(name)}
                  style={{ marginBottom: 16 }}
                  data-testid={`filter-${name}`}
                >
                  {t(`filters.${name}`, { id: value })}
                </Tag>
              )
            );
          })}
        </>
      }
      query={payouts}
      loadFailedTitle={t('payouts.loadFailed')}
    >
      <ServerTable
        columns={columns}
        page={payouts.data}
        loading={payouts.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={filtered ? t('payouts.emptyFiltered') : t('payouts.empty')}
        scroll={{ x: 1600 }}
      />
    </ListPage>
  );
}
