import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** Spec §8's not-found message for a subscription (unknown id, or another account's), with the way back. */
export const SubscriptionNotFound = () => {
  const { t } = useTranslation('recurring');
  return (
    <RecordNotFound
      testId="subscription-not-found"
      title={t('subscription.notFound')}
      hint={t('subscription.notFoundHint')}
      backLabel={t('subscription.back')}
    />
  );
};
