import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import { appPathOf } from '../lib/base-path.ts';
import { loginPath } from '../lib/error-policy.ts';
import { homePath, isSignedIn } from '../lib/session.ts';
import { signOut } from '../lib/sign-in.ts';
import { storage } from '../lib/storage.ts';

/** How often an open page checks that the session has not expired meanwhile (spec §9). */
const expiryCheckMs = 30_000;

/**
 * Frame of the signed-in pages: brand, personal links, language, sign-out. The full shell of
 * spec §2 (account switcher, side menu, mode bar) replaces it later.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setInterval(() => {
      if (!isSignedIn()) {
        navigate(`${loginPath}?redirect=${encodeURIComponent(appPathOf(window.location))}`, { replace: true });
      }
    }, expiryCheckMs);
    return () => clearInterval(timer);
  }, [navigate]);

  const accountId = storage.get('accountId');
  const items = [
    { key: '/profile', label: <Link to="/profile">{t('nav.profile')}</Link> },
    { key: '/settings', label: <Link to="/settings">{t('nav.settings')}</Link> },
  ];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          paddingInline: 24,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link
          to={accountId ? homePath(accountId) : '/profile'}
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <img src="./favicon.svg" alt="" width={28} height={28} />
          <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('appName')}</span>
        </Link>
        <Menu
          mode="horizontal"
          selectedKeys={[location.pathname]}
          items={items}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
        />
        <LanguagePicker />
        <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
          {t('actions.signOut')}
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}
