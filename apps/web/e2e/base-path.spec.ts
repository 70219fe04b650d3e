import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './support/server.ts';

/** A second server under PAYDECK_BASE_PATH: the same build must work there, chosen at run time. */
const test = base.extend<Record<never, never>, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const server = await startServer({ PAYDECK_BASE_PATH: '/paydeck/' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.use({ locale: 'en-US' });

test('the app, its assets and its API all live under the base path', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page).toHaveURL(`${server.url}user/login`);
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();

  await page.goto(`${server.url}somewhere/unknown`);
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(`${server.url}user/login`);

  const countries = await page.request.get(`${server.url}v1/countries`);
  expect(countries.status()).toBe(200);
  const outside = await page.request.get(server.url.replace('/paydeck/', '/v1/countries'));
  expect(outside.status()).toBe(404);
});
