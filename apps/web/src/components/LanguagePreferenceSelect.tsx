import type { Language } from '@paydeck/contract/identity-rules';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/error-policy.ts';
import { announce } from '../lib/feedback.ts';
import { useUpdateUserPreferences } from '../lib/update-user-preferences.ts';
import { useUserPreferences } from '../lib/user-preferences.ts';
import { Select } from './Select.tsx';

/** Every profile language (the Record type keeps this in step with the contract's list). */
const languageLabels = {
  default: 'preferences.language.default',
  'zh-CN': 'preferences.language.zh-CN',
  'en-US': 'preferences.language.en-US',
} as const satisfies Record<Language, string>;
const languages = Object.keys(languageLabels) as Language[];

export type LanguagePreferenceSelectProps = { id?: string };

/**
 * The profile language (spec §3: default, zh-CN, en-US), saved to the user's preferences and
 * applied at once; `default` leaves the interface language to this device.
 */
export const LanguagePreferenceSelect = ({ id }: LanguagePreferenceSelectProps) => {
  const { t, i18n } = useTranslation();
  const preferences = useUserPreferences();
  const update = useUpdateUserPreferences();
  const change = (language: Language) =>
    update.mutate(
      { language },
      {
        // Said in the language just chosen (the `t` of this render is still the previous one's).
        onSuccess: () => announce((feedback) => feedback.message.success(i18n.t('preferences.languageUpdated'))),
        onError: (error) =>
          announce((feedback) => feedback.message.error(failureMessage(error, t('preferences.languageFailed')))),
      },
    );
  return (
    <Select<Language>
      id={id}
      style={{ width: '100%', maxWidth: 320 }}
      value={preferences.data?.language}
      loading={preferences.isPending || update.isPending}
      disabled={preferences.isPending || update.isPending}
      status={preferences.isError ? 'error' : undefined}
      options={languages.map((language) => ({ value: language, label: t(languageLabels[language]) }))}
      onChange={change}
    />
  );
};
