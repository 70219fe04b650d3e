import { expect, test } from './support/fixtures.ts';

test.use({ locale: 'en-US' });

test('a page whose chunk fails to load shows an error screen that reloads', async ({ page }) => {
  // The 404 page's chunk is unreachable (a deploy removed it, or the network dropped).
  await page.route(/not-found\.page-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/nope');
  await expect(page.getByRole('alert')).toContainText('This page failed to load');

  await page.unroute(/not-found\.page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
});
