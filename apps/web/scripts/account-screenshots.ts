// Screenshots of the account settings, disabled-account banner, merchant profile and activity log
// in both languages, for docs/screenshots/. Against a running server with the demo data:
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3997 DATA_DIR=/tmp/pd-account npx tsx src/main.ts)
//   npx tsx apps/web/scripts/account-screenshots.ts http://127.0.0.1:3997/
import { screenshotKit } from './support/screenshots.ts';

const { url, openAs, shot, withBrowser } = screenshotKit(process.argv[2] ?? 'http://127.0.0.1:3997/');

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, hk] = await openAs(browser, locale, { name: 'Harbour Lane HK' });
    await page.goto(url(`accounts/${hk}/setting/account`));
    await page.getByTestId('settlement-currencies').locator('.ant-tag').first().waitFor();
    await shot(page, `account-setting-${locale}`);
    await page.getByTestId('account-edit').click();
    await page.locator('form').waitFor();
    await shot(page, `account-setting-edit-${locale}`);
    await page.goto(url('merchant'));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `merchant-${locale}`);
    await page.goto(url('operations?action=invited&sourceType=member&range=all'));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `operations-${locale}`);
    await page.context().close();

    const [archive, archiveId] = await openAs(browser, locale, { name: 'Harbour Lane Archive' });
    await archive.goto(url(`accounts/${archiveId}/setting/account`));
    await archive.getByTestId('disabled-account-banner').waitFor();
    await shot(archive, `disabled-account-${locale}`);
    await archive.context().close();
  }
});
