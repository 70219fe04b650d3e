import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument.tsx';

const sections = ['purpose', 'kyc', 'monitoring', 'sanctions', 'reporting', 'records', 'cooperation'] as const;

/** The AML/KYC clause the registration checkbox refers to. */
export default function AmlPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      title={t('aml.title')}
      intro={t('aml.intro')}
      sections={sections.map((id) => ({ id, heading: t(`aml.${id}.heading`), body: t(`aml.${id}.body`) }))}
    />
  );
}
