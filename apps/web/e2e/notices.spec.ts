import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, demoOwner, openSignedIn } from './support/shell.ts';

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });
    const t = catalog(locale);

    test('is told while it is offline, on public pages and on the 404 page', async ({ page, context }) => {
      await page.goto('/user/login');
      await expect(page.getByRole('heading', { name: t('user:login.title') })).toBeVisible();
      await expect(page.getByText(t('notices.offline'))).toBeHidden();

      await context.setOffline(true);
      await expect(page.getByText(t('notices.offline'))).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(t('notices.offline'))).toBeHidden();

      await page.goto('/no/such/page');
      await expect(page.getByText(t('exception.notFound'))).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText(t('notices.offline'))).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(t('notices.offline'))).toBeHidden();
    });
  });
}

test.describe('a signed-in page', () => {
  test.use({ locale: 'en-US' });

  test('is told while it is offline too, in any interface locale', async ({ page, context }, testInfo) => {
    // Sign-in, the dashboard's cold start and a language switch: 7 s idle, 20-23 s with both cores
    // busy (as in CI), where the default 30 s left too little for the last steps.
    test.setTimeout(60_000);
    await openSignedIn(page, await apiLogin(page.request, demoOwner));
    // The page as the user sees it, so no page chunk is still in flight when the network drops.
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByTestId('language-picker')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('You are offline now')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline now')).toBeHidden();

    // The shell's picker switches the signed-in layout right-to-left as well.
    await page.getByTestId('language-picker').click();
    await page.getByRole('combobox', { name: 'Language' }).fill('hebrew');
    await page.locator('.ant-select-item-option', { hasText: 'עברית (ישראל)' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.ant-layout-rtl').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('shell-he-IL.png') });
    await context.setOffline(true);
    await expect(page.getByText('You are offline now')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('an open page', () => {
  test.use({ locale: 'en-US' });
  const indexHtml = /\/index\.html$/;
  /** The app checks when the tab becomes visible (and every few minutes). */
  const becomeVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  test('says nothing while the same version is deployed', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
    const asked = page.waitForResponse(indexHtml);
    await becomeVisible(page);
    const response = await asked;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    await page.waitForTimeout(300);
    await expect(page.getByText('New content is available')).toBeHidden();
  });

  test('offers a refresh when a new version is deployed, and the refresh loads it', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
    const running = await page.locator('script[type="module"]').getAttribute('src');
    expect(running).toMatch(/^\.\/assets\/index-[\w-]+\.js$/);

    // A deploy: index.html now names another entry script.
    await page.route(indexHtml, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(running ?? '', './assets/index-NEXT0000.js');
      await route.fulfill({ response, body });
    });
    await becomeVisible(page);
    await expect(page.getByText('New content is available')).toBeVisible();

    await page.unroute(indexHtml);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
    await expect(page.getByText('New content is available')).toBeHidden();
  });
});
