import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter, createRouter } from './app/router.tsx';
import { startErrorReporting } from './lib/error-reporting.ts';
import { initialLocale, startLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';

startErrorReporting();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Strings, antd's locale and the page direction are in place before the first paint. The router
// starts meanwhile: the first page's chunk, its strings and its loaders' requests load beside them.
const localeReady = startLocale(initialLocale());
const queryClient = createQueryClient();
const router = createRouter(queryClient);
await localeReady;

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter router={router} />
    </Providers>
  </StrictMode>,
);
