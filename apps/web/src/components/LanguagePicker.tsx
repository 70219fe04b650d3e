import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleState } from '../lib/locale.ts';
import { selfName } from '../lib/locales-catalog.ts';
import type { LanguageSelectProps } from './LanguageSelect.tsx';
import { LocaleName } from './LocaleName.tsx';

// The list (antd Select with search, ~50 locales) is its own chunk, fetched when the picker is
// hovered, focused or clicked: the sign-in pages' first load only carries this button.
let loadedSelect: ComponentType<LanguageSelectProps> | null = null;
const loadSelect = () =>
  import('./LanguageSelect.tsx').then((module) => {
    loadedSelect = module.default;
    return module.default;
  });
const prefetch = () => {
  if (!loadedSelect) loadSelect().catch(() => undefined);
};

/**
 * The interface language (spec §1: about 50 locales): shows the current one, and opens a
 * searchable list of every locale, each named in its own language with its flag.
 */
export const LanguagePicker = () => {
  const { t } = useTranslation();
  const { locale } = useLocaleState();
  const trigger = useRef<HTMLButtonElement>(null);
  const [List, setList] = useState<ComponentType<LanguageSelectProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [width, setWidth] = useState<number>();
  const returning = useRef(false);

  useEffect(() => {
    // Back from the list with the focus nowhere (chosen, or Escape): return it to the picker.
    if (!List && returning.current && document.activeElement === document.body) trigger.current?.focus();
  }, [List]);

  const open = async () => {
    setWidth(trigger.current?.offsetWidth);
    if (loadedSelect) {
      setList(() => loadedSelect);
      return;
    }
    setLoading(true);
    try {
      const component = await loadSelect();
      setList(() => component);
    } catch (error) {
      // Offline: the button stays, and works again once the list can be fetched.
      console.error(error);
    } finally {
      setLoading(false);
    }
  };
  const close = () => {
    returning.current = true;
    setList(null);
  };

  if (List) return <List width={width} onClose={close} />;
  return (
    <Button
      ref={trigger}
      type="text"
      data-testid="language-picker"
      aria-haspopup="listbox"
      aria-label={t('language.current', { name: selfName(locale) ?? locale })}
      loading={loading}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void open()}
      style={{ paddingInline: 8 }}
    >
      <LocaleName locale={locale} />
      <DownOutlined aria-hidden style={{ fontSize: 10 }} />
    </Button>
  );
};
