import { Alert, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguagePreferenceSelect } from '../../../components/LanguagePreferenceSelect.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { useUserPreferences } from '../../../lib/user-preferences.ts';
import { TimeZoneSetting } from '../components/TimeZoneSetting.tsx';

/** Spec §2 /settings: the user's time zone and language, saved as they are chosen. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const preferences = useUserPreferences();
  return (
    <>
      <PageTitle spaced>{t('title')}</PageTitle>
      {preferences.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={failureMessage(preferences.error, t('loadFailedHint'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card title={t('preferences')}>
        <Descriptions
          column={1}
          styles={{ label: { width: 160 } }}
          items={[
            {
              key: 'timeZone',
              label: <label htmlFor="settings-time-zone">{t('timeZone.label')}</label>,
              children: <TimeZoneSetting id="settings-time-zone" />,
            },
            {
              key: 'language',
              label: <label htmlFor="settings-language">{t('language')}</label>,
              children: <LanguagePreferenceSelect id="settings-language" />,
            },
          ]}
        />
      </Card>
    </>
  );
}
