import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { accountPath } from '../../../lib/paths.ts';
import { useFailedDeliveries, useHomeEndpoints } from '../api/home-queries.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

const daySeconds = 86_400;

/**
 * Webhook endpoints in trouble: those Paydeck disabled after 3 days of failures, and how many
 * deliveries failed in the last 24 hours (to the histories, filtered to them).
 */
export const WebhooksCard = ({ accountId, now = Date.now() }: { accountId: string; now?: number }) => {
  const { t } = useTranslation('home');
  // A whole minute, so the query's key holds still between renders.
  const since = Math.floor(now / 60_000) * 60 - daySeconds;
  const endpoints = useHomeEndpoints(accountId, true);
  const failed = useFailedDeliveries(accountId, since, true);
  const disabled = (endpoints.data?.list ?? []).filter((endpoint) => endpoint.disabledReason === 'failing');
  const failedCount = failed.data?.total ?? 0;
  const rows = [
    ...disabled.map((endpoint) => ({
      key: endpoint.id,
      main: <TextLink to={accountPath(accountId, 'webhooks', endpoint.id)}>{endpoint.url}</TextLink>,
      detail: t('webhooks.disabled'),
    })),
    ...(failedCount > 0
      ? [
          {
            key: 'failed',
            main: (
              <TextLink to={`${accountPath(accountId, 'webhookHistories')}?status=failed`}>
                {t('webhooks.failed', { count: failedCount })}
              </TextLink>
            ),
          },
        ]
      : []),
  ];
  const query = {
    isPending: endpoints.isPending || failed.isPending,
    isError: endpoints.isError || failed.isError,
    error: endpoints.error ?? failed.error,
    refetch: () => Promise.all([endpoints.refetch(), failed.refetch()]),
  };
  return (
    <HomeCard title={t('webhooks.title')} to={accountPath(accountId, 'webhooks')} query={query} testId="home-webhooks">
      {rows.length === 0 ? <CardEmpty>{t('webhooks.healthy')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
