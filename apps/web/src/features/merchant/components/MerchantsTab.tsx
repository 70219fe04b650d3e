import { Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useMerchants } from '../api/get-merchants.ts';
import { MerchantAccountsTable } from './MerchantAccountsTable.tsx';
import { MerchantDetails } from './MerchantDetails.tsx';

export type MerchantsTabProps = {
  /** `merchant`: each merchant's profile; `accounts`: each merchant's accounts. */
  show: 'merchant' | 'accounts';
};

/** The profile's "merchant" and "accounts" tabs (spec §2): every merchant the user owns or belongs to. */
export const MerchantsTab = ({ show }: MerchantsTabProps) => {
  const { t } = useTranslation('merchant');
  const merchants = useMerchants();
  if (merchants.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (merchants.isError) {
    return <LoadFailed title={t('loadFailed')} error={merchants.error} onRetry={() => void merchants.refetch()} />;
  }
  if (merchants.data.length === 0) return <Empty description={t('none')} />;
  return (
    <Flex vertical gap="middle">
      {merchants.data.map((merchant) => (
        <Card
          key={merchant.id}
          title={
            show === 'merchant'
              ? merchant.name
              : t('accounts.of', { merchant: merchant.name, count: String(merchant.accounts.length) })
          }
        >
          {show === 'merchant' ? (
            <MerchantDetails merchant={merchant} />
          ) : (
            <MerchantAccountsTable merchant={merchant} />
          )}
        </Card>
      ))}
    </Flex>
  );
};
