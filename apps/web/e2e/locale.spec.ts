import { expect, test } from './support/fixtures.ts';

test.describe('an en-US browser', () => {
  test.use({ locale: 'en-US' });
  test('gets English, and can switch to Chinese and keep it', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.getByTestId('language-picker').click();
    await page.getByRole('combobox', { name: 'Language' }).fill('chinese');
    await page.locator('.ant-select-item-option', { hasText: '中文（中国）' }).click();
    await expect(page.getByRole('heading', { name: '登录 Paydeck' })).toBeVisible();
    // antd spaces out two-character CJK button labels.
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page.getByText('请输入邮箱')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '登录 Paydeck' })).toBeVisible();
  });
});

test.describe('a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });
  test('gets Chinese', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: '登录 Paydeck' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('a browser in another language', () => {
  test.use({ locale: 'fr-FR' });
  test('gets the default, zh-CN', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: '登录 Paydeck' })).toBeVisible();
  });
});
