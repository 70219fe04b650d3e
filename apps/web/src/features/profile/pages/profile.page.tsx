import { Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProfileTab } from '../components/ProfileTab.tsx';

// The login history is a table (antd Table, ~25 KB gzip) that only its tab needs.
const LoginHistoryTable = lazy(() =>
  import('../components/LoginHistoryTable.tsx').then((module) => ({ default: module.LoginHistoryTable })),
);

const tabs = ['profile', 'loginHistory'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** Spec §2 /profile: tabs chosen by `?tab=` (profile and login history for now). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams({ tab: key })}
        destroyOnHidden
        items={[
          { key: 'profile', label: t('tabs.profile'), children: <ProfileTab /> },
          {
            key: 'loginHistory',
            label: t('tabs.loginHistory'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <LoginHistoryTable />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
