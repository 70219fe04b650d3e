import { defineConfig } from '@playwright/test';
import { withoutOmniboxPopup } from './e2e/support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium against the real built server (global setup starts it
 * on a free port with a fresh data directory and sets PAYDECK_E2E_URL).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.tmp/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        withoutOmniboxPopup,
      ],
    },
    // The app drops antd's animations for this system setting. An animation whose end event a busy
    // browser never sends leaves its element behind (a spinner stays in a button's name); users
    // who ask for less motion get the same page without them, and so do the tests.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'shared', testIgnore: /statistics-zones\.spec\.ts/ },
    // It moves the demo account's time zone, which every other spec reads: it runs after them.
    { name: 'zones', testMatch: /statistics-zones\.spec\.ts/, dependencies: ['shared'] },
  ],
});
