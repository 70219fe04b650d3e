import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';

/** Enabled (green), disabled by the merchant (grey), or disabled by Paydeck for failing (red). */
export const EndpointStatusTag = ({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointRow, 'status' | 'disabledReason'>;
}) => {
  const { t } = useTranslation('webhooks');
  const failing = endpoint.status === 'disabled' && endpoint.disabledReason === 'failing';
  const [color, label] = failing
    ? ['red', t('status.failing')]
    : endpoint.status === 'enabled'
      ? ['green', t('status.enabled')]
      : ['default', t('status.disabled')];
  return (
    <Tag color={color} data-status={failing ? 'failing' : endpoint.status} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
};
