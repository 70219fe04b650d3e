// Screenshots of the app shell in both languages, for docs/screenshots/. Against a running server
// with the demo data (a fresh DATA_DIR seeds it):
//   npm run build && (cd apps/server && PORT=3998 DATA_DIR=/tmp/pd-shell npx tsx src/main.ts)
//   npx tsx apps/web/scripts/shell-screenshots.ts http://127.0.0.1:3998/
import { screenshotKit } from './support/screenshots.ts';

const { url, openAs, shot, withBrowser } = screenshotKit(process.argv[2] ?? 'http://127.0.0.1:3998/');

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, hk] = await openAs(browser, locale, { name: 'Harbour Lane HK' });
    await shot(page, `getting-started-${locale}`);
    await page.goto(url(`accounts/${hk}/transaction/payments`));
    await page.getByTestId('bell-badge').locator('.ant-badge-count').waitFor();
    await shot(page, `shell-${locale}`);
    await page.getByTestId('account-switcher').click();
    await page.getByTestId('switcher-panel').waitFor();
    await shot(page, `switcher-${locale}`);
    await page.getByTestId('switcher-panel').getByRole('button').click();
    await page.getByTestId('account-counter').waitFor();
    await shot(page, `create-account-${locale}`);
    await page.context().close();

    const [sg] = await openAs(browser, locale, { name: 'Harbour Lane SG' });
    await sg.getByTestId('mode-bar').waitFor();
    await shot(sg, `test-mode-${locale}`);
    await sg.context().close();
  }
});
