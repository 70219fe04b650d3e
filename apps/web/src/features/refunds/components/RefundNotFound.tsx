import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** Spec §8's not-found message for a refund (unknown, or another account's), with the way back to the list. */
export const RefundNotFound = () => {
  const { t } = useTranslation('refunds');
  return (
    <RecordNotFound
      testId="refund-not-found"
      title={t('detail.notFound')}
      hint={t('detail.notFoundHint')}
      backLabel={t('detail.back')}
    />
  );
};
