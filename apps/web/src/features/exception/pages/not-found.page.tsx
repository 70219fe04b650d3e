import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../../../components/ExceptionResult.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ExceptionResult status="404" title={t('exception.notFoundTitle')} subTitle={t('exception.notFound')} />;
}
