import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

test.use({ locale: 'en-US' });

/** Opens the picker and chooses a locale by typing part of its name, as a user would. */
const chooseLanguage = async (page: Page, search: string, name: string) => {
  await page.getByTestId('language-picker').click();
  await page.getByRole('combobox', { name: 'Language' }).fill(search);
  // antd's role=option nodes are zero-size stand-ins; the visible row is .ant-select-item-option.
  await page.locator('.ant-select-item-option', { hasText: name }).click();
  await expect(page.getByTestId('language-picker')).toContainText(name);
};

test('Arabic turns the sign-in page right-to-left, keeps English strings, and survives a reload', async ({
  page,
  cspViolations,
}, testInfo) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, 'arabic', 'العربية (مصر)');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The catalog is still English: so are the page's language and its strings.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();

  const assertMirrored = async () => {
    // antd mirrors its components: the email field's icon sits at its right end, and the
    // header's brand and picker swap sides.
    const field = await page.locator('.ant-input-affix-wrapper').first().boundingBox();
    const icon = await page.locator('.ant-input-affix-wrapper .anticon-mail').boundingBox();
    expect(field && icon && icon.x > field.x + field.width / 2).toBe(true);
    await expect(page.locator('.ant-input-affix-wrapper-rtl').first()).toBeVisible();
    const brand = await page.getByRole('link', { name: 'Paydeck' }).boundingBox();
    const picker = await page.getByTestId('language-picker').boundingBox();
    expect(brand && picker && brand.x > picker.x).toBe(true);
  };
  await assertMirrored();
  await page.screenshot({ path: testInfo.outputPath('login-ar-EG.png') });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('language-picker')).toContainText('العربية (مصر)');
  await assertMirrored();
  // The list opens towards the page, from the picker at the (left) end of the header.
  await page.getByTestId('language-picker').click();
  const list = await page.locator('.ant-select-dropdown').boundingBox();
  expect(list && list.x >= 0).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('login-ar-EG-picker.png') });
  await page.keyboard.press('Escape');

  // The server is asked in English, the catalog language (it speaks only en-US and zh-CN).
  const request = page.waitForRequest((r) => r.url().includes('/v1/login'));
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong#2026pw');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await request).headers()['accept-language']).toBe('en-US');

  await chooseLanguage(page, 'english', 'English (United States)');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(cspViolations).toEqual([]);
});

test("French keeps English strings and switches antd's own texts to French", async ({ page }, testInfo) => {
  await page.goto('/user/login');
  await chooseLanguage(page, 'fran', 'Français (France)');
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.screenshot({ path: testInfo.outputPath('login-fr-FR.png') });

  // antd's empty list says so in French: the component locale followed the choice.
  await page.getByTestId('language-picker').click();
  await page.getByRole('combobox', { name: 'Language' }).fill('klingon');
  await expect(page.locator('.ant-select-dropdown .ant-empty-description')).toHaveText('Aucune donnée');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-picker')).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('language-picker')).toContainText('Français (France)');
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
});

test('names each locale in its own language with its flag, or by its code with a globe', async ({ page }, testInfo) => {
  await page.goto('/user/login');
  await page.getByTestId('language-picker').click();
  const search = page.getByRole('combobox', { name: 'Language' });
  const options = page.locator('.ant-select-dropdown .ant-select-item-option');

  // Under the list: interface text is in two languages, the locale sets formats.
  await expect(page.getByTestId('language-note')).toHaveText(
    'Interface text is in English or Chinese. The locale you pick sets dates, numbers and money formats (and other languages fall back to English).',
  );
  // The list is virtual; searching a code shows every locale of a language.
  await page.screenshot({ path: testInfo.outputPath('picker-open.png') });
  await search.fill('zh-');
  await expect(options).toHaveText([/^中文（中国）$/, /^中文（台灣）$/, /^中文（.+）$/]);
  // Flags are images the server sends (no emoji font needed): each one shown has loaded.
  const flags = options.locator('img[data-flag]');
  await expect(flags).toHaveCount(3);
  await expect
    .poll(() =>
      flags.evaluateAll((images) =>
        images.map((image) => `${image.dataset.flag} ${(image as HTMLImageElement).naturalWidth > 0}`),
      ),
    )
    .toEqual(['CN true', 'TW true', 'HK true']);
  await search.fill('pt-');
  await expect(options).toHaveText(['Português (Brasil)', 'Português (Portugal)']);

  // Debian's Chromium has no Kurdish, Georgian or Icelandic names (it answers in English): those
  // show their code with a globe. Whether it knows one is asked of the browser itself.
  for (const locale of ['ku-IQ', 'ka-GE', 'is-IS']) {
    const known = await page.evaluate(
      (tag) =>
        new Intl.DisplayNames([tag], { type: 'language' }).resolvedOptions().locale.split('-')[0] === tag.split('-')[0],
      locale,
    );
    await search.fill(locale);
    await expect(options).toHaveCount(1);
    if (known) {
      await expect(options.locator('.anticon-global')).toHaveCount(0);
      await expect(options).not.toHaveText(locale);
    } else {
      await expect(options).toHaveText(locale);
      await expect(options.locator('.anticon-global')).toBeVisible();
    }
  }
});
