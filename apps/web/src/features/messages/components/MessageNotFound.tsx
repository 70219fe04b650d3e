import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

/** An unknown message id, or another account's, with the way back to the messages. */
export const MessageNotFound = () => {
  const { t } = useTranslation('messages');
  return (
    <RecordNotFound
      testId="message-not-found"
      title={t('message.notFound')}
      hint={t('message.notFoundHint')}
      backLabel={t('message.back')}
    />
  );
};
