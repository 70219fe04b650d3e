import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';

/**
 * Why an endpoint receives nothing: Paydeck disabled it after 3 days of failures (said loudly, with
 * what to do), or the merchant did.
 */
export const EndpointDisabledNotice = ({ endpoint }: { endpoint: WebhookEndpointRow }) => {
  const { t } = useTranslation('webhooks');
  if (endpoint.status !== 'disabled') return null;
  return endpoint.disabledReason === 'failing' ? (
    <Alert
      type="error"
      showIcon
      data-testid="endpoint-failing"
      title={t('detail.failingTitle')}
      description={t('detail.failing')}
    />
  ) : (
    <Alert type="info" showIcon title={t('detail.disabledTitle')} description={t('detail.disabled')} />
  );
};
