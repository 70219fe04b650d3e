import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { OperationLog } from '../components/OperationLog.tsx';

/** Spec §2 /operations: the activity log of the user's own actions across their accounts. */
export default function OperationsPage() {
  const { t } = useTranslation('operations');
  const { token } = theme.useToken();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px' }}>{t('intro')}</p>
      <OperationLog />
    </>
  );
}
