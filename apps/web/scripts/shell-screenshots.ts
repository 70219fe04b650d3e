// Screenshots of the app shell in both languages, for docs/screenshots/. Against a running server
// with the demo data (a fresh DATA_DIR seeds it):
//   npm run build && (cd apps/server && PORT=3998 DATA_DIR=/tmp/pd-shell npx tsx src/main.ts)
//   npx tsx apps/web/scripts/shell-screenshots.ts http://127.0.0.1:3998/
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3998/';
const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const demo = { email: 'demo@paydeck.dev', password: 'Paydeck#2026' };

const api = async <T>(method: string, route: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(new URL(route, base), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; data: T };
  if (!envelope.success) throw new Error(`${method} ${route}: ${JSON.stringify(envelope)}`);
  return envelope.data;
};

/** A page signed in as the demo owner on the named account, the way a returning user opens the app. */
const openAs = async (browser: Browser, locale: string, accountName: string): Promise<[Page, string]> => {
  const session = await api<{ token: string; expires_at: number }>('POST', 'v1/login', undefined, demo);
  const accounts = await api<{ id: string; name: string }[]>('GET', 'v1/current_user_accounts', session.token);
  const account = accounts.find((a) => a.name === accountName);
  if (!account) throw new Error(`no ${accountName}`);
  await api('POST', 'v1/select_account', session.token, { account_id: account.id });
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('readyz', base).href);
  await page.evaluate(
    ({ token, expiresAt }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('expiresAt', String(expiresAt));
    },
    { token: session.token, expiresAt: session.expires_at },
  );
  await page.goto(new URL('user/login', base).href);
  await page.waitForURL(/getting-started$/);
  await page.getByTestId('getting-started-progress').waitFor();
  return [page, account.id];
};

const shot = async (page: Page, name: string) => {
  // Let antd's motion settle (menus, dropdowns, the modal).
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, hk] = await openAs(browser, locale, 'Harbour Lane HK');
    await shot(page, `getting-started-${locale}`);
    await page.goto(new URL(`accounts/${hk}/transaction/payments`, base).href);
    await page.getByTestId('bell-badge').locator('.ant-badge-count').waitFor();
    await shot(page, `shell-${locale}`);
    await page.getByTestId('account-switcher').click();
    await page.getByTestId('switcher-panel').waitFor();
    await shot(page, `switcher-${locale}`);
    await page.getByTestId('switcher-panel').getByRole('button').click();
    await page.getByTestId('account-counter').waitFor();
    await shot(page, `create-account-${locale}`);
    await page.context().close();

    const [sg] = await openAs(browser, locale, 'Harbour Lane SG');
    await sg.getByTestId('mode-bar').waitFor();
    await shot(sg, `test-mode-${locale}`);
    await sg.context().close();
  }
} finally {
  await browser.close();
}
