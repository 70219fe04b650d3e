import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguagePreferenceSelect } from '../../../components/LanguagePreferenceSelect.tsx';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** Spec §2 profile tab: email, password change, language, 2FA. */
export const ProfileTab = () => {
  const { t } = useTranslation('profile');
  const user = useQuery(currentUserQueryOptions());
  if (user.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (user.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={failureMessage(user.error, t('loadFailedHint'))}
        action={<Button onClick={() => void user.refetch()}>{t('actions.retry', { ns: 'common' })}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Card title={t('basic.title')}>
        <Descriptions
          column={1}
          styles={{ label: { width: 160 } }}
          items={[
            { key: 'email', label: t('basic.email'), children: user.data.email },
            {
              key: 'language',
              label: <label htmlFor="profile-language">{t('basic.language')}</label>,
              children: <LanguagePreferenceSelect id="profile-language" />,
            },
          ]}
        />
      </Card>
      <ChangePasswordCard />
      <TwoFactorCard enabled={user.data.mfaEnabled} email={user.data.email} />
    </Flex>
  );
};
