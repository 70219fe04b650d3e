import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/error-policy.ts';

export type LoadFailedProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** A page or list that could not be loaded: why (the server's words, else a generic hint) and a retry. */
export const LoadFailed = ({ title, error, onRetry }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={failureMessage(error, t('loadFailedHint'))}
      action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}
    />
  );
};
