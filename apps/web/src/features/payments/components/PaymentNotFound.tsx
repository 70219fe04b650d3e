import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** Spec §8's not-found message for a payment (unknown id, or another account's), with the way back. */
export const PaymentNotFound = () => {
  const { t } = useTranslation('payments');
  return (
    <RecordNotFound
      testId="payment-not-found"
      title={t('detail.notFound')}
      hint={t('detail.notFoundHint')}
      backLabel={t('detail.back')}
    />
  );
};
