import { Select } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocaleState } from '../lib/locale.ts';
import { nameIn, selfName, type UiLocale, uiLocales } from '../lib/locales-catalog.ts';
import { LocaleName } from './LocaleName.tsx';

export type LanguageSelectProps = {
  /** The picker button's width, so the control keeps its place when the list opens. */
  width?: number | undefined;
  onClose: () => void;
};

type LocaleOption = { value: UiLocale; label: ReactNode; search: string };

/** Everything a locale can be found by: its code, own name, and names in English and the interface language. */
const searchText = (locale: UiLocale, interfaceLanguage: string) =>
  [locale, selfName(locale), nameIn(locale, 'en'), nameIn(locale, interfaceLanguage)].join(' ').toLowerCase();

/** The open list of LanguagePicker, loaded with its first use. */
export default function LanguageSelect({ width, onClose }: LanguageSelectProps) {
  const { t } = useTranslation();
  const { locale, catalog, direction } = useLocaleState();
  const options = useMemo<LocaleOption[]>(
    () =>
      uiLocales.map((value) => ({ value, label: <LocaleName locale={value} />, search: searchText(value, catalog) })),
    [catalog],
  );
  // Whichever locale is chosen next, its loaders are on the way.
  useEffect(() => {
    import('../lib/locale-loaders.ts').catch(() => undefined);
  }, []);
  return (
    <Select<UiLocale, LocaleOption>
      open
      autoFocus
      data-testid="language-select"
      aria-label={t('language.label')}
      value={locale}
      options={options}
      variant="borderless"
      style={{ width: Math.max(width ?? 0, 180) }}
      popupMatchSelectWidth={280}
      // The picker sits at the end of the header: the list opens towards the page.
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      showSearch={{ filterOption: (input, option) => !!option?.search.includes(input.trim().toLowerCase()) }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // About 50 locales, but interface text in two: say so, so a French user is not surprised.
      popupRender={(menu) => (
        <>
          {menu}
          <div
            data-testid="language-note"
            style={{ padding: '8px 12px 4px', fontSize: 12, opacity: 0.65, whiteSpace: 'normal' }}
          >
            {t('language.note')}
          </div>
        </>
      )}
      onChange={(chosen) => {
        onClose();
        changeLocale(chosen).catch((error: unknown) => console.error(error));
      }}
    />
  );
}
