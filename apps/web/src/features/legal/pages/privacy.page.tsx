import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument.tsx';

const sections = ['collect', 'use', 'share', 'retention', 'security', 'rights', 'cookies'] as const;

/** The privacy policy the registration checkbox refers to. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={sections.map((id) => ({ id, heading: t(`privacy.${id}.heading`), body: t(`privacy.${id}.body`) }))}
    />
  );
}
