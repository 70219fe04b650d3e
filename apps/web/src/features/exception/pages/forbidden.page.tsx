import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../../../components/ExceptionResult.tsx';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ExceptionResult status="403" title={t('exception.forbiddenTitle')} subTitle={t('exception.forbidden')} />;
}
