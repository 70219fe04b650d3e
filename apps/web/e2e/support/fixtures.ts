import { test as base, expect } from '@playwright/test';

/** `baseURL` comes from the server the global setup started; pages record CSP violations. */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    const url = process.env.PAYDECK_E2E_URL;
    if (!url) throw new Error('PAYDECK_E2E_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await use(violations);
  },
});

export { expect };
