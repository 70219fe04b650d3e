import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSelect } from '../components/Select.tsx';
import { initI18n, namespaces } from '../lib/i18n.ts';
import { startLocale } from '../lib/locale.ts';

// antd renders and page chunks load asynchronously; under a full parallel run 1 s is too tight.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Pages render here without their routes, so every namespace is there from the start.
  await initI18n('en-US', namespaces);
  startLocale();
  // Selects load antd's on first use (components/Select.tsx); the tests drive antd's own.
  await loadSelect();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
