import { createBrowserRouter, Outlet, redirect } from 'react-router';
import { routerBasename } from '../lib/base-path.ts';
import { loginPath } from '../lib/error-policy.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { RouteError } from './route-error.tsx';

/** Route table (spec §2). Each page is its own lazy chunk; later areas add their routes here. */
export const createRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Outlet />,
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect(loginPath) },
          { path: 'index.html', loader: () => redirect(loginPath) },
          { path: 'user/login', lazy: lazyPage(() => import('../features/user/pages/login.page.tsx')) },
          { path: '403', lazy: lazyPage(() => import('../features/exception/pages/forbidden.page.tsx')) },
          { path: '*', lazy: lazyPage(() => import('../features/exception/pages/not-found.page.tsx')) },
        ],
      },
    ],
    { basename: routerBasename },
  );
