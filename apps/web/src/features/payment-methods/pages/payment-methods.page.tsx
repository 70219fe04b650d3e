import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { PaymentMethodFilterBar } from '../components/PaymentMethodFilterBar.tsx';
import { PaymentMethodTable } from '../components/PaymentMethodTable.tsx';
import { usePaymentMethodFilters } from '../components/use-payment-method-filters.ts';

/**
 * Spec §2 paymentMethods: the catalogue's local methods with this account's status in the current
 * mode, filtered by status, business type and currency (in the URL), enabled or disabled with the
 * `payment_method` check's can_update.
 */
export default function PaymentMethodsPage() {
  const { t } = useTranslation('paymentMethods');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const { filters, setFilters, resetFilters, filtered } = usePaymentMethodFilters();
  const { paging, setPaging } = useUrlPaging();
  const methods = usePaymentMethods(accountId, { ...paging, ...filters });
  const access = useAccess().data;
  const account = useCurrentAccount().data;
  const canUpdate = access?.payment_method.flags.can_update === true;
  // The test payment screen takes payments: the account runs pay-in and the role may add payments.
  const canTestPay =
    access?.payment.flags.can_add_payment === true && account?.enableBusiness.includes('payin') === true;
  return (
    <>
      <Flex align="center" gap={12}>
        <PageTitle>{t('list.title')}</PageTitle>
        <ModeTag />
        {canTestPay && (
          <LinkButton to="test_payment" style={{ marginInlineStart: 'auto' }}>
            {t('testPayment.create', { ns: 'checkout' })}
          </LinkButton>
        )}
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('list.intro')}</p>
      <PaymentMethodFilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      {methods.isError && !methods.isFetching ? (
        <LoadFailed title={t('list.loadFailed')} error={methods.error} onRetry={() => void methods.refetch()} />
      ) : (
        <PaymentMethodTable
          accountId={accountId}
          rows={methods.data?.list ?? []}
          total={methods.data?.total ?? 0}
          loading={methods.isFetching}
          filtered={filtered}
          canUpdate={canUpdate}
          paging={paging}
          onPage={setPaging}
        />
      )}
    </>
  );
}
