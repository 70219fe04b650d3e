import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Outlet, RouterProvider, redirect } from 'react-router';
import { appPathOf, routerBasename } from '../lib/base-path.ts';
import { loginPath } from '../lib/error-policy.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { isSignedIn } from '../lib/session.ts';
import { RouteError } from './route-error.tsx';
import { shellRouteId } from './shell/route-handle.ts';

/** Pages behind a session: without one (or past its expiry), sign in and come back here. */
const requireSession = ({ request }: LoaderFunctionArgs) => {
  if (isSignedIn()) return null;
  throw redirect(`${loginPath}?redirect=${encodeURIComponent(appPathOf(new URL(request.url)))}`);
};

/** Registration is for someone without an account: a signed-in user goes on through sign-in, which opens the app. */
const guestOnly = () => (isSignedIn() ? redirect(loginPath) : null);

/** Route table (spec §2). Each page is its own lazy chunk; later areas swap their placeholder for their page. */
export const createRouter = (queryClient: QueryClient) => {
  let shellRoutesPatched = false;
  return createBrowserRouter(
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
          { path: 'user/login', lazy: lazyPage(() => import('../features/user/pages/login.page.tsx'), ['user']) },
          {
            path: 'user/register',
            loader: guestOnly,
            lazy: lazyPage(() => import('../features/user/pages/register.page.tsx'), ['user']),
          },
          {
            path: 'user/active',
            loader: requireSession,
            lazy: lazyPage(() => import('../features/user/pages/active.page.tsx'), ['user']),
          },
          {
            path: 'user/password_forget',
            lazy: lazyPage(() => import('../features/user/pages/password-forget.page.tsx'), ['user']),
          },
          {
            path: 'user/password_reset',
            lazy: lazyPage(() => import('../features/user/pages/password-reset.page.tsx'), ['user']),
          },
          {
            path: 'user/accept_invitation',
            lazy: lazyPage(() => import('../features/user/pages/accept-invitation.page.tsx'), ['user']),
          },
          {
            path: 'user/mfa-reminder',
            loader: requireSession,
            lazy: lazyPage(() => import('../features/user/pages/mfa-reminder.page.tsx'), ['user']),
          },
          {
            path: 'user/confirm_email',
            lazy: lazyPage(() => import('../features/user/pages/confirm-email.page.tsx'), ['user']),
          },
          {
            path: 'admin/login',
            lazy: lazyPage(() => import('../features/user/pages/admin-login.page.tsx'), ['user']),
          },
          // The payer's page of a payment: public, authorized by the token in its link.
          {
            path: 'checkout/:id',
            lazy: lazyPage(
              () => import('../features/checkout/pages/checkout.page.tsx'),
              ['checkout', 'paymentMethods'],
            ),
          },
          // The customer's page of a mandate: public, authorized by the token in its link.
          {
            path: 'mandate/:id',
            lazy: lazyPage(
              () => import('../features/mandate-signing/pages/mandate-signing.page.tsx'),
              ['mandateSigning', 'paymentMethods'],
            ),
          },
          {
            path: 'legal',
            children: [
              { index: true, loader: () => redirect('/legal/terms') },
              { path: 'terms', lazy: lazyPage(() => import('../features/legal/pages/terms.page.tsx'), ['legal']) },
              { path: 'privacy', lazy: lazyPage(() => import('../features/legal/pages/privacy.page.tsx'), ['legal']) },
              { path: 'aml', lazy: lazyPage(() => import('../features/legal/pages/aml.page.tsx'), ['legal']) },
            ],
          },
          // Signed-in pages, in the app shell. Its loader runs on every navigation: the session's
          // expiry, the start-up fetches (cached), the account in the path, and the route's access.
          // Its children (the dashboard's route table) are patched in on the first navigation that
          // needs them, so the sign-in pages don't carry them (see `patchRoutesOnNavigation`).
          {
            id: shellRouteId,
            loader: async (args: LoaderFunctionArgs) => {
              requireSession(args);
              const [{ loadShell }, { shellRoutes }] = await Promise.all([
                import('./shell/shell-context.ts'),
                import('./shell-routes.tsx'),
              ]);
              return loadShell(queryClient, new URL(args.request.url), shellRoutes);
            },
            shouldRevalidate: () => true,
            lazy: lazyPage(() => import('./AppLayout.tsx'), ['shell', 'account']),
            children: [],
          },
          { path: '403', lazy: lazyPage(() => import('../features/exception/pages/forbidden.page.tsx')) },
          { path: '*', lazy: lazyPage(() => import('../features/exception/pages/not-found.page.tsx')) },
        ],
      },
    ],
    {
      basename: routerBasename,
      // A path no loaded route matches (only the `*` page so far) may be a dashboard page: load
      // the shell's routes once and let the router match again.
      patchRoutesOnNavigation: async ({ patch }) => {
        if (shellRoutesPatched) return;
        const { shellRoutes } = await import('./shell-routes.tsx');
        patch(shellRouteId, shellRoutes);
        shellRoutesPatched = true;
      },
    },
  );
};

/**
 * The app's router, with the loaders sharing the app's query cache. `router`: one made before the
 * first render (main.tsx), so the first page was already on its way.
 */
export const AppRouter = ({ router: given }: { router?: ReturnType<typeof createRouter> }) => {
  const queryClient = useQueryClient();
  const [router] = useState(() => given ?? createRouter(queryClient));
  return <RouterProvider router={router} />;
};
