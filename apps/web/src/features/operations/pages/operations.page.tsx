import { useTranslation } from 'react-i18next';
import { OperationLog } from '../components/OperationLog.tsx';

/** Spec §2 /operations: the activity log of the user's own actions across their accounts. */
export default function OperationsPage() {
  const { t } = useTranslation('operations');
  return <OperationLog title={t('title')} intro={t('intro')} />;
}
