import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { isLivemode } from '../../../lib/livemode.ts';
import { moneyText } from '../../../lib/money.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { intervalText } from '../components/interval.ts';
import { RecurringPayments } from '../components/RecurringPayments.tsx';
import { SubscriptionActions } from '../components/SubscriptionActions.tsx';
import { SubscriptionFields } from '../components/SubscriptionFields.tsx';
import { SubscriptionNotFound } from '../components/SubscriptionNotFound.tsx';
import { TestClockCard } from '../components/TestClockCard.tsx';

/**
 * Spec §2 subscriptions/{id}: every spec §3 subscription field, its charges, "Cancel subscription"
 * until it has ended and, in test mode with a test clock, the clock and the way to move it. An
 * unknown id or another account's is the server's 404: spec §8's subscription not-found message.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation('recurring');
  const { accountId = '', id = '' } = useParams();
  const query = useSubscription(accountId, id);
  return (
    <DetailPage
      backLabel={t('subscription.back')}
      title={t('subscription.title')}
      recordId={id}
      mode
      query={query}
      notFound={<SubscriptionNotFound />}
      loadFailedTitle={t('subscription.loadFailed')}
    >
      {(sub) => (
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" gap={16} wrap>
            <Flex align="center" gap={12} wrap>
              <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="subscription-amount">
                {moneyText(sub.amount, sub.currency)}
              </span>
              <span>{intervalText(t, sub)}</span>
              <RecordStatusTag kind="subscription" status={sub.status} />
            </Flex>
            <SubscriptionActions accountId={accountId} subscription={sub} />
          </Flex>
          {!isLivemode() && sub.testClock && (
            <TestClockCard accountId={accountId} subscription={sub} frozenTime={sub.testClock.frozenTime} />
          )}
          <DetailSection title={t('subscription.details')}>
            <SubscriptionFields accountId={accountId} subscription={sub} />
          </DetailSection>
          <DetailSection title={t('payments.title')} hint={t('payments.subscriptionHint')}>
            <RecurringPayments accountId={accountId} payments={sub.payments} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
