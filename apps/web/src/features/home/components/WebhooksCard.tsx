import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { accountPath } from '../../../lib/paths.ts';
import { useHomeEndpoints } from '../api/get-webhook-endpoints.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** Webhook endpoints Paydeck disabled after 3 days of failed deliveries, each to its page to fix and re-enable. */
export const WebhooksCard = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('home');
  const endpoints = useHomeEndpoints(accountId);
  const rows = (endpoints.data?.list ?? [])
    .filter((endpoint) => endpoint.disabledReason === 'failing')
    .map((endpoint) => ({
      key: endpoint.id,
      main: <TextLink to={accountPath(accountId, 'webhooks', endpoint.id)}>{endpoint.url}</TextLink>,
      detail: t('webhooks.disabled'),
    }));
  return (
    <HomeCard
      title={t('webhooks.title')}
      to={accountPath(accountId, 'webhooks')}
      query={endpoints}
      testId="home-webhooks"
    >
      {rows.length === 0 ? <CardEmpty>{t('webhooks.healthy')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
