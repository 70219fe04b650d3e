import { Layout, Skeleton, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AfterFirstPaint } from '../components/AfterFirstPaint.tsx';
import { appPathOf } from '../lib/base-path.ts';
import { loginPath } from '../lib/error-policy.ts';
import { prepareFeedback } from '../lib/feedback.ts';
import { isSignedIn } from '../lib/session.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { AppHeader } from './shell/AppHeader.tsx';
import { DisabledAccountBanner } from './shell/DisabledAccountBanner.tsx';
import { ModeBar } from './shell/ModeBar.tsx';
import { ShellBreadcrumb } from './shell/ShellBreadcrumb.tsx';
import { SideMenu } from './shell/SideMenu.tsx';
import { useShell } from './shell/shell-context.ts';

/** How often an open page checks that the session has not expired meanwhile (spec §9). */
const expiryCheckMs = 30_000;

// Only a refused page needs antd's Result illustrations.
const ShellForbidden = lazy(() => import('./shell/ShellForbidden.tsx'));

/**
 * The app shell (spec §2, §9 "mix" layout, fluid width): the live/test mode bar and the header
 * across the top, the collapsible side menu below, and the page with its breadcrumbs. A page the
 * user may not open shows the 403 page in its place.
 */
export default function AppLayout() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { forbidden } = useShell();
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => whenIdle(prepareFeedback), []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!isSignedIn()) {
        navigate(`${loginPath}?redirect=${encodeURIComponent(appPathOf(window.location))}`, { replace: true });
      }
    }, expiryCheckMs);
    return () => clearInterval(timer);
  }, [navigate]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ModeBar />
      <AppHeader />
      <Layout hasSider>
        <Layout.Sider
          theme="light"
          width={224}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <AfterFirstPaint>
            <SideMenu collapsed={collapsed} />
          </AfterFirstPaint>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <ShellBreadcrumb />
          <DisabledAccountBanner />
          {forbidden ? (
            <Suspense fallback={<Skeleton active />}>
              <ShellForbidden />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
