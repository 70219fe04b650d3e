import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n, initialLocale } from './lib/i18n.ts';
import { startLocale } from './lib/locale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

await initI18n(initialLocale());
startLocale();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
