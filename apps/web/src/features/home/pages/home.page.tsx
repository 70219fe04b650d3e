import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { usePermitted } from '../../../lib/access.ts';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { AnnouncementsCard } from '../components/AnnouncementsCard.tsx';
import { BalancesCard } from '../components/BalancesCard.tsx';
import { DisputesCard } from '../components/DisputesCard.tsx';
import { PayoutsCard } from '../components/PayoutsCard.tsx';
import { RecentPaymentsCard } from '../components/RecentPaymentsCard.tsx';
import { TodayCard } from '../components/TodayCard.tsx';
import { WebhooksCard } from '../components/WebhooksCard.tsx';

/**
 * The account's home (issue 20): what needs the merchant's attention and how today is going —
 * today's volume against yesterday's, balances, recent payments, disputes by deadline, payouts
 * waiting for verification, webhook endpoints in trouble, unread messages. Each card only for
 * those who may see its list, and for the businesses the account runs.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const accountId = useParams().accountId ?? '';
  const account = useCurrentAccount().data;
  const payin = account?.enableBusiness.includes('payin') === true;
  const payout = account?.enableBusiness.includes('payout') === true;
  const cards = {
    today: usePermitted('list_payments') && payin,
    balances: usePermitted('read_balance_summary'),
    payments: usePermitted('list_payments') && payin,
    disputes: usePermitted('list_disputes') && payin,
    payouts: usePermitted('list_payouts') && payout,
    webhooks: usePermitted('list_webhook_endpoints', 'list_webhook_histories'),
    messages: usePermitted('list_messages'),
  };
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <PageTitle>{t('title')}</PageTitle>
        <ModeTag />
      </div>
      <div
        style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}
        data-testid="home-cards"
      >
        {cards.today && account && <TodayCard accountId={accountId} timeZone={account.timezone} />}
        {cards.balances && <BalancesCard accountId={accountId} />}
        {cards.disputes && <DisputesCard accountId={accountId} />}
        {cards.payouts && <PayoutsCard accountId={accountId} />}
        {cards.payments && <RecentPaymentsCard accountId={accountId} />}
        {cards.webhooks && <WebhooksCard accountId={accountId} />}
        {cards.messages && <AnnouncementsCard accountId={accountId} />}
      </div>
    </div>
  );
}
