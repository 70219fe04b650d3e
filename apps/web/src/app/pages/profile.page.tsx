import { Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ProfileTab } from '../../features/profile/components/ProfileTab.tsx';
import { useShell } from '../shell/shell-context.ts';

// The profile page's tabs come from three features (profile, merchant, operations), so the page
// is composed here rather than in one of them. Every tab but the first is a table (antd Table,
// ~25 KB gzip, and the log's date picker) that only that tab needs: each loads when opened.
const LoginHistoryTable = lazy(() =>
  import('../../features/profile/components/LoginHistoryTable.tsx').then((module) => ({
    default: module.LoginHistoryTable,
  })),
);
const MerchantsTab = lazy(() =>
  import('../../features/merchant/components/MerchantsTab.tsx').then((module) => ({ default: module.MerchantsTab })),
);
const OperationLog = lazy(() =>
  import('../../features/operations/components/OperationLog.tsx').then((module) => ({
    default: module.OperationLog,
  })),
);

const tabs = ['profile', 'merchant', 'accounts', 'operationLog', 'loginHistory'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

const lazyTab = (content: ReactNode) => <Suspense fallback={<Skeleton active />}>{content}</Suspense>;

/**
 * Spec §2 /profile: tabs profile, merchant, accounts, operation log and login history, chosen by
 * `?tab=`. The operation log follows the activity log's access check, as /operations does.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { ctx } = useShell();
  const [searchParams, setSearchParams] = useSearchParams();
  const showLog = ctx.access?.activity_logs.granted === true;
  const shown = tabs.filter((tab) => tab !== 'operationLog' || showLog);
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) && shown.includes(requested) ? requested : 'profile';
  const content: Record<Tab, ReactNode> = {
    profile: <ProfileTab />,
    merchant: lazyTab(<MerchantsTab show="merchant" />),
    accounts: lazyTab(<MerchantsTab show="accounts" />),
    operationLog: lazyTab(<OperationLog />),
    loginHistory: lazyTab(<LoginHistoryTable />),
  };
  return (
    <>
      <PageTitle spaced>{t('title')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams({ tab: key })}
        destroyOnHidden
        items={shown.map((key) => ({ key, label: t(`tabs.${key}`), children: content[key] }))}
      />
    </>
  );
}
