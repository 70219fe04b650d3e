import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** Spec §8's not-found message for a mandate (unknown id, or another account's), with the way back. */
export const MandateNotFound = () => {
  const { t } = useTranslation('recurring');
  return (
    <RecordNotFound
      testId="mandate-not-found"
      title={t('mandate.notFound')}
      hint={t('mandate.notFoundHint')}
      backLabel={t('mandate.back')}
    />
  );
};
