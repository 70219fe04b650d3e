import { expect, test } from './support/fixtures.ts';

test.use({ locale: 'en-US' });

test('an unknown path shows the 404 page with a way back home', async ({ page, cspViolations }) => {
  const response = await page.goto('/nope/deeper?x=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(cspViolations).toEqual([]);
});

test('the 403 page exists with a way back home', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByText('Sorry, you do not have permission to access this page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible();
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/v1/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, error: { code: 'route_not_found' } });
});
