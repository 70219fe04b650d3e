import { expect, test } from './support/fixtures.ts';

test.describe('entry redirects', () => {
  for (const path of ['/', '/index.html']) {
    test(`${path} lands on the sign-in page`, async ({ page, cspViolations }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.getByRole('button', { name: /sign in|登录/i })).toBeVisible();
      expect(cspViolations).toEqual([]);
    });
  }
});
