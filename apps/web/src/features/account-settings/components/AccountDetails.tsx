import { LockOutlined } from '@ant-design/icons';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import type { Account } from '../../../lib/current-account.ts';
import { formatDateTime } from '../../../lib/format.ts';

export type AccountDetailsProps = { account: Account };

/** The account's settings as they are (spec §3 account), statuses in the spec §4 colours. */
export const AccountDetails = ({ account }: AccountDetailsProps) => {
  const { t } = useTranslation('account');
  return (
    <Descriptions
      column={1}
      styles={{ label: { width: 220 } }}
      items={[
        { key: 'name', label: t('field.name'), children: account.name },
        { key: 'id', label: t('field.id'), children: <Typography.Text copyable>{account.id}</Typography.Text> },
        {
          key: 'status',
          label: t('field.status'),
          children: (
            <Space size={4} wrap>
              <Tag color={account.status === 'activated' ? 'green' : 'gold'}>{t(`status.${account.status}`)}</Tag>
              <Tag color={account.accountStatus === 'disabled' ? 'red' : 'green'}>
                {t(`status.${account.accountStatus}`)}
              </Tag>
            </Space>
          ),
        },
        { key: 'country', label: t('field.country'), children: <CountryName code={account.country} /> },
        { key: 'timezone', label: t('field.timezone'), children: account.timezone },
        {
          key: 'business',
          label: t('field.business'),
          children: (
            <Space size={4} wrap>
              {account.enableBusiness.map((type) => (
                <Tag key={type}>{t(`business.${type}`)}</Tag>
              ))}
            </Space>
          ),
        },
        { key: 'defaultCurrency', label: t('field.defaultCurrency'), children: account.defaultSettlementCurrency },
        {
          key: 'referenceUnique',
          label: t('field.referenceUnique'),
          children: account.enableReferenceUnique ? (
            <Space orientation="vertical" size={0}>
              <Tag color="blue" icon={<LockOutlined />}>
                {t('referenceUnique.on')}
              </Tag>
              <Typography.Text type="secondary">{t('referenceUnique.locked')}</Typography.Text>
            </Space>
          ) : (
            <Tag>{t('referenceUnique.off')}</Tag>
          ),
        },
        { key: 'created', label: t('field.created'), children: formatDateTime(account.timeCreated) },
      ]}
    />
  );
};
