import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** Spec §8's not-found message for a payment method, with the way back to the list. */
export const MethodNotFound = () => {
  const { t } = useTranslation('paymentMethods');
  return (
    <RecordNotFound
      testId="payment-method-not-found"
      title={t('detail.notFound')}
      hint={t('detail.notFoundHint')}
      backLabel={t('detail.back')}
    />
  );
};
