import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument.tsx';

const sections = [
  'acceptance',
  'services',
  'account',
  'fees',
  'prohibited',
  'liability',
  'termination',
  'law',
] as const;

/** The service agreement the registration checkbox refers to. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={sections.map((id) => ({ id, heading: t(`terms.${id}.heading`), body: t(`terms.${id}.body`) }))}
    />
  );
}
