import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { usePaymentMethodColumns } from '../components/payment-method-columns.tsx';
import { usePaymentMethodFilters } from '../components/use-payment-method-filters.ts';

/**
 * Spec §2 paymentMethods: the catalogue's local methods with this account's status in the current
 * mode, filtered by status, business type and currency (in the URL), enabled or disabled with the
 * `payment_method` check's can_update.
 */
export default function PaymentMethodsPage() {
  const { t } = useTranslation('paymentMethods');
  const accountId = useParams().accountId ?? '';
  const urlFilters = usePaymentMethodFilters();
  const { filters } = urlFilters;
  const { paging, setPaging } = useUrlPaging();
  const methods = usePaymentMethods(accountId, { ...paging, ...filters });
  const access = useAccess().data;
  const account = useCurrentAccount().data;
  const columns = usePaymentMethodColumns(accountId, access?.payment_method.flags.can_update === true);
  // The test payment screen takes payments: the account runs pay-in and the role may add payments.
  const canTestPay =
    access?.payment.flags.can_add_payment === true && account?.enableBusiness.includes('payin') === true;
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      mode
      actions={canTestPay && <LinkButton to="test_payment">{t('testPayment.create', { ns: 'checkout' })}</LinkButton>}
      filters={
        <FilterBar
          id="payment-methods"
          {...urlFilters}
          fields={{
            status: {
              label: t('filters.status'),
              all: t('filters.allStatuses', { ns: 'common' }),
              option: (status) => t(`status.${status}`),
            },
            businessType: {
              label: t('filters.businessType'),
              all: t('filters.allBusinessTypes'),
              option: (type) => t(`businessType.${type}`),
            },
            currency: { label: t('filters.currency'), all: t('filters.allCurrencies'), searchable: true },
          }}
        />
      }
      query={methods}
      loadFailedTitle={t('list.loadFailed')}
    >
      <ServerTable
        rowKey="method"
        columns={columns}
        page={methods.data}
        loading={methods.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={Object.values(filters).some((value) => value !== undefined) ? t('list.empty') : t('list.emptyAll')}
        scroll={{ x: 1120 }}
      />
    </ListPage>
  );
}
