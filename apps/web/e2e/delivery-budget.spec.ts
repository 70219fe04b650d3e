import type { Browser } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { kb, largestScripts, type Tally, tallyNetwork } from './support/network-tally.ts';
import { dashboardPageGroups, liveOnlyPattern, siblingsOf } from './support/route-paths.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, type Session } from './support/shell.ts';

/**
 * What a first visit costs, as the user's browser receives it from the built server: each route
 * in a fresh context (no cache), until the network is idle, JavaScript counted in bytes on the
 * wire (compressed, headers included) and every request counted. In zh-CN, the default language.
 * Once a dashboard page has settled, axe checks it too (accessibility.spec.ts checks en-US).
 *
 * Issue 14 asks for at most 200 KB of JavaScript on the sign-in page and 350 KB on any dashboard
 * page, and these are the budgets. The sign-in page (196.1 KB) has plain fields instead of antd's
 * Form and loads the 2FA form and the message holders when needed; the dashboard's largest pages
 * (profile 346.8 KB, subscriptions/create and a ticket 343.7 KB) load antd's Select and date
 * pickers on use, behind stand-ins, and their dialogs when opened (docs/decisions.md, First-load
 * budgets).
 */
const budgets = {
  signIn: { jsBytes: 200 * 1024, requests: 25 },
  dashboard: { jsBytes: 350 * 1024, requests: 40 },
};
const locale = 'zh-CN';

const load = async (
  browser: Browser,
  baseURL: string,
  path: string,
  session?: Session,
): Promise<{ tally: Tally; links: string[]; shifts: number[] }> => {
  const context = await browser.newContext({ baseURL, locale, reducedMotion: 'reduce' });
  try {
    // Layout shifts (not caused by input) as the page loads: what was painted and then moved.
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (session) {
      // Signed in the way a returning user is (the session in local storage), in test mode, where
      // the demo's records are; the balance pages, which are live only, in live mode.
      const livemode = liveOnlyPattern.test(path) ? '1' : '0';
      await context.addInitScript(
        ({ token, expiresAt, livemode }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('expiresAt', String(expiresAt));
          localStorage.setItem('livemode', livemode);
        },
        { ...session, livemode },
      );
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const network = await tallyNetwork(page);
    await page.goto(path);
    await network.idle();
    const tally = network.read();
    expect(errors, path).toEqual([]);
    // The page itself shows, not an error screen or the sign-in page it was sent to.
    if (session) {
      expect(new URL(page.url()).pathname, path).not.toMatch(/\/user\/login/);
      await expect(page.getByRole('main'), path).toBeVisible();
      expect(await seriousViolations(page, path)).toEqual([]);
    } else {
      await expect(page.locator('input[type=password]'), path).toBeVisible();
    }
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    return { tally, links, shifts };
  } finally {
    await context.close();
  }
};

const expectWithin = (path: string, tally: Tally, budget: { jsBytes: number; requests: number }) => {
  console.log(`${path}: ${kb(tally.jsBytes)} of JavaScript, ${tally.requests} requests`);
  // The server sends the build's brotli files: every script of any size arrives compressed.
  const plain = tally.transfers.filter((t) => t.javascript && t.bytes > 2048 && t.encoding !== 'br');
  expect(
    plain.map((t) => t.url),
    `${path}: scripts sent without brotli`,
  ).toEqual([]);
  const detail = `\n${largestScripts(tally)}`;
  expect(tally.jsBytes, `${path}: JavaScript over ${kb(budget.jsBytes)}${detail}`).toBeLessThanOrEqual(budget.jsBytes);
  expect(tally.requests, `${path}: more than ${budget.requests} requests`).toBeLessThanOrEqual(budget.requests);
};

test.describe.configure({ timeout: 60_000 });

test('the sign-in page, cold, stays within its budget, and nothing on it moves as it loads', async ({
  browser,
  baseURL,
}) => {
  const { tally, shifts } = await load(browser, baseURL ?? '', 'user/login');
  expectWithin('user/login', tally, budgets.signIn);
  // Error reporting is off by default (no PAYDECK_ERROR_DSN): its SDK is never fetched.
  expect(tally.transfers.filter((t) => /error-reporter-/.test(t.url))).toEqual([]);
  // Its heading paints before the form, which renders into the space kept for it (lib/first-paint.ts).
  expect(shifts).toEqual([]);
});

test.describe('every dashboard route, cold', () => {
  // A list and its detail page are two cold loads; on a busy machine each can take several seconds.
  test.describe.configure({ timeout: 120_000 });
  let session: Session;
  let accountId = '';
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    session = await apiLogin(request, demoOwner);
    accountId = await accountIdByName(request, session, 'Harbour Lane HK');
    await apiData(request, 'POST', '/v1/select_account', { token: session.token, body: { account_id: accountId } });
    await request.dispose();
  });

  for (const { list, details, samePage } of dashboardPageGroups()) {
    const title = [list ?? details.join(', '), samePage ? `(and ${samePage} more routes on the same page)` : '']
      .join(' ')
      .trim();
    test(title, async ({ browser, baseURL }) => {
      const fill = (pattern: string) => pattern.replace(':accountId', accountId);
      let rowId = 'none';
      if (list) {
        const path = fill(list);
        const { tally, links } = await load(browser, baseURL ?? '', path, session);
        expectWithin(path, tally, budgets.dashboard);
        // A detail page is measured on a row the list links to, when it shows any.
        const prefix = new URL(`${path}/`, baseURL).pathname;
        const notRows = siblingsOf(list);
        const row = links
          .map((link) => new URL(link).pathname)
          .filter((linked) => linked.startsWith(prefix))
          .map((linked) => decodeURIComponent(linked.slice(prefix.length)))
          .find((rest) => rest !== '' && !rest.includes('/') && !notRows.has(rest));
        if (row) rowId = row;
      }
      for (const detail of details) {
        const path = fill(detail).replace(':id', rowId);
        const { tally } = await load(browser, baseURL ?? '', path, session);
        expectWithin(path, tally, budgets.dashboard);
      }
    });
  }
});
