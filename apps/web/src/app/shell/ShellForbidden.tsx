import { useTranslation } from 'react-i18next';
import { ExceptionResult } from '../../components/ExceptionResult.tsx';

/** The 403 page of spec §2, shown in place of a page the user may not open (the URL stays). */
export default function ShellForbidden() {
  const { t } = useTranslation();
  return (
    <ExceptionResult status="403" title={t('exception.forbiddenTitle')} subTitle={t('exception.forbidden')} inline />
  );
}
