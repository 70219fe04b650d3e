import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { initialLocale, startLocale } from './lib/locale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Strings, antd's locale and the page direction are in place before the first paint.
await startLocale(initialLocale());

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
