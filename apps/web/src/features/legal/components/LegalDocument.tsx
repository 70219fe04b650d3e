import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';

export type LegalSection = { id: string; heading: string; body: string };

export type LegalDocumentProps = { title: string; intro: string; sections: LegalSection[] };

/** A legal text: title, the date it took effect, numbered sections; paragraphs split on new lines. */
export const LegalDocument = ({ title, intro, sections }: LegalDocumentProps) => {
  const { t } = useTranslation('legal');
  const { token } = theme.useToken();
  const paragraph = { margin: '0 0 12px', color: token.colorText, lineHeight: 1.7 };
  return (
    <PublicLayout>
      <PublicPanel title={title} subtitle={t('updated')} width={820}>
        <article>
          <p style={paragraph}>{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={`legal-${section.id}`}>
              <h2
                id={`legal-${section.id}`}
                style={{ fontSize: token.fontSizeHeading5, margin: '24px 0 8px', color: token.colorText }}
              >
                {`${index + 1}. ${section.heading}`}
              </h2>
              {section.body.split('\n').map((text) => (
                <p key={text} style={paragraph}>
                  {text}
                </p>
              ))}
            </section>
          ))}
          <p style={{ ...paragraph, marginTop: 24, color: token.colorTextSecondary }}>{t('contact')}</p>
        </article>
      </PublicPanel>
    </PublicLayout>
  );
};
