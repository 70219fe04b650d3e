import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { MerchantProfile } from '../api/get-merchants.ts';

export type MerchantDetailsProps = { merchant: MerchantProfile };

/** Spec §3 merchant: name, id, owner and owner id (the server gives those to the owner only), status, created at. */
export const MerchantDetails = ({ merchant }: MerchantDetailsProps) => {
  const { t } = useTranslation('merchant');
  const owner = merchant.ownerEmail
    ? [
        { key: 'owner', label: t('field.owner'), children: merchant.ownerEmail },
        {
          key: 'ownerId',
          label: t('field.ownerId'),
          children: <Typography.Text copyable>{merchant.ownerId ?? ''}</Typography.Text>,
        },
      ]
    : [];
  return (
    <Descriptions
      column={1}
      styles={{ label: { width: 180 } }}
      items={[
        { key: 'name', label: t('field.name'), children: merchant.name },
        { key: 'id', label: t('field.id'), children: <Typography.Text copyable>{merchant.id}</Typography.Text> },
        ...owner,
        {
          key: 'status',
          label: t('field.status'),
          children: (
            <Tag color={merchant.status === 'disabled' ? 'red' : 'green'} data-testid="merchant-status">
              {t(`status.${merchant.status}`)}
            </Tag>
          ),
        },
        { key: 'created', label: t('field.created'), children: formatDateTime(merchant.timeCreated) },
      ]}
    />
  );
};
