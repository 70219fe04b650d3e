import { createBrowserRouter, type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { appPathOf, routerBasename } from '../lib/base-path.ts';
import { loginPath } from '../lib/error-policy.ts';
import { loadNamespace } from '../lib/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { isSignedIn } from '../lib/session.ts';
import { RouteError } from './route-error.tsx';

/** Pages behind a session: without one (or past its expiry), sign in and come back here. */
const requireSession = ({ request }: LoaderFunctionArgs) => {
  if (isSignedIn()) return null;
  throw redirect(`${loginPath}?redirect=${encodeURIComponent(appPathOf(new URL(request.url)))}`);
};

/** Route table (spec §2). Each page is its own lazy chunk; later areas add their routes here. */
export const createRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Outlet />,
        errorElement: <RouteError />,
        // Nothing to show while the first page's chunk (and its loader) arrives.
        HydrateFallback: () => null,
        children: [
          { index: true, loader: () => redirect(loginPath) },
          { path: 'index.html', loader: () => redirect(loginPath) },
          // Public pages (spec §2: no layout).
          { path: 'user/login', lazy: lazyPage(() => import('../features/user/pages/login.page.tsx')) },
          { path: 'user/register', lazy: lazyPage(() => import('../features/user/pages/register.page.tsx')) },
          {
            path: 'user/active',
            loader: requireSession,
            lazy: lazyPage(() => import('../features/user/pages/active.page.tsx')),
          },
          {
            path: 'user/password_forget',
            lazy: lazyPage(() => import('../features/user/pages/password-forget.page.tsx')),
          },
          {
            path: 'user/password_reset',
            lazy: lazyPage(() => import('../features/user/pages/password-reset.page.tsx')),
          },
          {
            path: 'user/accept_invitation',
            lazy: lazyPage(() => import('../features/user/pages/accept-invitation.page.tsx')),
          },
          {
            path: 'user/mfa-reminder',
            loader: requireSession,
            lazy: lazyPage(() => import('../features/user/pages/mfa-reminder.page.tsx')),
          },
          {
            path: 'user/confirm_email',
            lazy: lazyPage(() => import('../features/user/pages/confirm-email.page.tsx')),
          },
          { path: 'admin/login', lazy: lazyPage(() => import('../features/user/pages/admin-login.page.tsx')) },
          {
            path: 'legal',
            loader: () => loadNamespace('legal'),
            children: [
              { index: true, loader: () => redirect('/legal/terms') },
              { path: 'terms', lazy: lazyPage(() => import('../features/legal/pages/terms.page.tsx')) },
              { path: 'privacy', lazy: lazyPage(() => import('../features/legal/pages/privacy.page.tsx')) },
              { path: 'aml', lazy: lazyPage(() => import('../features/legal/pages/aml.page.tsx')) },
            ],
          },
          // Signed-in pages, in the app layout. The session is checked on every navigation.
          {
            loader: requireSession,
            shouldRevalidate: () => true,
            lazy: lazyPage(() => import('./AppLayout.tsx')),
            children: [
              { path: 'profile', lazy: lazyPage(() => import('../features/profile/pages/profile.page.tsx')) },
              { path: 'settings', lazy: lazyPage(() => import('../features/settings/pages/settings.page.tsx')) },
              {
                path: 'accounts/:accountId/getting-started',
                lazy: lazyPage(() => import('../features/getting-started/pages/getting-started.page.tsx')),
              },
            ],
          },
          { path: '403', lazy: lazyPage(() => import('../features/exception/pages/forbidden.page.tsx')) },
          { path: '*', lazy: lazyPage(() => import('../features/exception/pages/not-found.page.tsx')) },
        ],
      },
    ],
    { basename: routerBasename },
  );
