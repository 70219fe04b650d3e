import type { Browser } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { dashboardPageGroups, liveOnlyPattern, siblingsOf } from './support/route-paths.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, type Session } from './support/shell.ts';

/**
 * axe-core's WCAG 2.1 A and AA rules on every route, in both languages: any serious or critical
 * violation fails, named with the elements it was found on (support/axe.ts). The public pages in
 * both languages here; the dashboard's routes here in en-US and in delivery-budget.spec.ts in
 * zh-CN, on the cold load it measures (one load per route and language). The routes come from the
 * router's own table (one per page they load), detail pages on a row their list shows; the demo
 * owner's Hong Kong account in test mode, where the demo's records are, but the balance pages
 * (live only: a notice in test mode) in live mode.
 */
const publicPaths = [
  'user/login',
  'user/register',
  'user/password_forget',
  'legal/terms',
  'legal/privacy',
  'legal/aml',
];
const languages = ['en-US', 'zh-CN'] as const;
const dashboardShards = 3;

const newPage = async (browser: Browser, baseURL: string, language: string, session?: Session) => {
  const context = await browser.newContext({ baseURL, locale: language, reducedMotion: 'reduce' });
  // Each navigation sets the mode again, from the path it opens.
  await context.addInitScript(
    ({ language, session, liveOnly }) => {
      localStorage.setItem('locale', language);
      if (session) {
        localStorage.setItem('token', session.token);
        localStorage.setItem('expiresAt', String(session.expiresAt));
        localStorage.setItem('livemode', new RegExp(liveOnly).test(location.pathname) ? '1' : '0');
      }
    },
    { language, session, liveOnly: liveOnlyPattern.source },
  );
  return context.newPage();
};

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('the public pages have no serious accessibility violation', async ({ browser, baseURL }) => {
      const page = await newPage(browser, baseURL ?? '', language);
      const found: string[] = [];
      for (const path of publicPaths) {
        await page.goto(path);
        found.push(...(await seriousViolations(page, path)));
      }
      await page.context().close();
      expect(found).toEqual([]);
    });

    // The routes in a few shards, so each stays well within its time and the workers share them.
    // zh-CN's are checked by the delivery budget spec.
    for (let shard = 0; shard < (language === 'en-US' ? dashboardShards : 0); shard += 1) {
      test(`dashboard routes (part ${shard + 1} of ${dashboardShards}) have no serious accessibility violation`, async ({
        browser,
        baseURL,
        playwright,
      }) => {
        const request = await playwright.request.newContext({ baseURL });
        const session = await apiLogin(request, demoOwner);
        const accountId = await accountIdByName(request, session, 'Harbour Lane HK');
        await apiData(request, 'POST', '/v1/select_account', { token: session.token, body: { account_id: accountId } });
        await request.dispose();
        const page = await newPage(browser, baseURL ?? '', language, session);
        const found: string[] = [];
        const groups = dashboardPageGroups().filter((_, index) => index % dashboardShards === shard);
        for (const { list, details } of groups) {
          const fill = (pattern: string) => pattern.replace(':accountId', accountId);
          let rowId = 'none';
          if (list) {
            const path = fill(list);
            await page.goto(path);
            found.push(...(await seriousViolations(page, path)));
            const prefix = new URL(`${path}/`, baseURL).pathname;
            const notRows = siblingsOf(list);
            const links = await page
              .locator('main a[href]')
              .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
            rowId =
              links
                .map((link) => new URL(link).pathname)
                .filter((linked) => linked.startsWith(prefix))
                .map((linked) => decodeURIComponent(linked.slice(prefix.length)))
                .find((rest) => rest !== '' && !rest.includes('/') && !notRows.has(rest)) ?? 'none';
          }
          for (const detail of details) {
            const path = fill(detail).replace(':id', rowId);
            await page.goto(path);
            found.push(...(await seriousViolations(page, path)));
          }
        }
        await page.context().close();
        expect(found).toEqual([]);
      });
    }
  });
}
