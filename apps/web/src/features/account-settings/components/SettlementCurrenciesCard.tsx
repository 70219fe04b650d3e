import { Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useSettlementCurrencies } from '../api/get-settlement-currencies.ts';

export type SettlementCurrenciesCardProps = { accountId: string };

/** Spec §3: the currencies the account settles in, read-only (Paydeck sets them up), default marked. */
export const SettlementCurrenciesCard = ({ accountId }: SettlementCurrenciesCardProps) => {
  const { t } = useTranslation('account');
  const currencies = useSettlementCurrencies(accountId);
  const defaultCurrency = currencies.data?.defaultSettlementCurrency;
  // The default first, then the others in the server's order.
  const list = [...(currencies.data?.settlementCurrencies ?? [])].sort(
    (a, b) => Number(b === defaultCurrency) - Number(a === defaultCurrency),
  );
  return (
    <Card title={t('currencies.title')} data-testid="settlement-currencies">
      {currencies.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {currencies.isError && (
        <LoadFailed
          title={t('currencies.loadFailed')}
          error={currencies.error}
          onRetry={() => void currencies.refetch()}
        />
      )}
      {currencies.isSuccess &&
        (list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('currencies.empty')} />
        ) : (
          <Space orientation="vertical">
            <Space size={4} wrap>
              {list.map((code) => (
                <Tag key={code} color={code === defaultCurrency ? 'blue' : undefined}>
                  {code === defaultCurrency ? t('currencies.default', { currency: code }) : code}
                </Tag>
              ))}
            </Space>
            <Typography.Text type="secondary">{t('currencies.hint')}</Typography.Text>
          </Space>
        ))}
    </Card>
  );
};
