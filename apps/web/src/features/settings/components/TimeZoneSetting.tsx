import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { displayTimeZone, formatDateTime } from '../../../lib/format.ts';
import { useUpdateUserPreferences } from '../../../lib/update-user-preferences.ts';
import { useUserPreferences } from '../../../lib/user-preferences.ts';

export type TimeZoneSettingProps = { id: string };

/** The user's time zone: every date on screen is shown in it (spec §9); cleared, the browser's. */
export const TimeZoneSetting = ({ id }: TimeZoneSettingProps) => {
  const { t } = useTranslation('settings');
  const preferences = useUserPreferences();
  const update = useUpdateUserPreferences();
  // The preview clock ticks so the user sees the zone they picked in action.
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);

  const change = (timeZone: string | undefined) =>
    update.mutate(
      { timeZone: timeZone ?? null },
      {
        onSuccess: () => announce((feedback) => feedback.message.success(t('timeZone.updated'))),
        onError: (error) => announce((feedback) => feedback.message.error(failureMessage(error, t('timeZone.failed')))),
      },
    );

  const busy = preferences.isPending || update.isPending;
  return (
    <Flex vertical gap="small">
      <TimeZoneSelect
        id={id}
        style={{ width: '100%', maxWidth: 420 }}
        value={preferences.data?.timeZone ?? undefined}
        placeholder={t('timeZone.browser', { zone: displayTimeZone() })}
        allowClear
        disabled={busy}
        onChange={change}
      />
      <span style={{ opacity: 0.65 }}>{t('timeZone.now', { time: formatDateTime(now) })}</span>
    </Flex>
  );
};
