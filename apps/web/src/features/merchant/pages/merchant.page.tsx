import { Card, Empty, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { useMerchants } from '../api/get-merchants.ts';
import { MerchantDetails } from '../components/MerchantDetails.tsx';

// The account list (its table, tags and links) arrives just after the merchant's details, which
// are what the page is opened for (ARCHITECTURE §7 first-load budget).
const MerchantAccountsTable = lazy(() =>
  import('../components/MerchantAccountsTable.tsx').then((module) => ({ default: module.MerchantAccountsTable })),
);

/** Spec §2 /merchant (owners only): the current account's merchant and its accounts. */
export default function MerchantPage() {
  const { t } = useTranslation('merchant');
  const merchants = useMerchants();
  const account = useCurrentAccount();
  const merchantId = account.data?.merchantId;
  const merchant =
    merchants.data?.find((entry) => entry.id === merchantId) ?? merchants.data?.find((entry) => entry.isOwner);

  return (
    <>
      <PageTitle spaced>{t('title')}</PageTitle>
      {merchants.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {merchants.isError && (
        <LoadFailed title={t('loadFailed')} error={merchants.error} onRetry={() => void merchants.refetch()} />
      )}
      {merchants.isSuccess && !merchant && <Empty description={t('none')} />}
      {merchant && (
        <Flex vertical gap="middle">
          <Card title={t('details')}>
            <MerchantDetails merchant={merchant} />
          </Card>
          <Card title={t('accounts.title', { count: String(merchant.accounts.length) })}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <MerchantAccountsTable merchant={merchant} />
            </Suspense>
          </Card>
        </Flex>
      )}
    </>
  );
}
