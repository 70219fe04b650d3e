import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** The not-found message for a dispute (unknown, or another account's), as spec §8 words the others. */
export const DisputeNotFound = () => {
  const { t } = useTranslation('disputes');
  return (
    <RecordNotFound
      testId="dispute-not-found"
      title={t('detail.notFound')}
      hint={t('detail.notFoundHint')}
      backLabel={t('detail.back')}
    />
  );
};
