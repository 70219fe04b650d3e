import { type Locale, locales } from '@paydeck/contract/locales';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeLocale, changeLocale } from '../lib/locale.ts';

/** Language switch; each language is labelled in its own script so anyone can find theirs. */
export const LanguagePicker = () => {
  const { t } = useTranslation();
  return (
    <Segmented<Locale>
      aria-label={t('language.label')}
      data-testid="language-picker"
      value={activeLocale()}
      options={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      onChange={(locale) => void changeLocale(locale)}
    />
  );
};
