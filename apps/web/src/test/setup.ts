import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { startLocale } from '../lib/locale.ts';

beforeAll(async () => {
  await initI18n('en-US');
  startLocale();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
