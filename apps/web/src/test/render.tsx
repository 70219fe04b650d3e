import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';

/** Where the page under test navigated to, for assertions: `await screen.findByTestId('landed')`. */
const Landed = () => {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
};

/** Renders routes in a memory router inside the app's providers; any other path shows <Landed>. */
export const renderRoutes = (routes: RouteObject[], initialEntry: string) => {
  const router = createMemoryRouter([...routes, { path: '*', Component: Landed }], {
    initialEntries: [initialEntry],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};
