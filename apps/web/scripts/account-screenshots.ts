// Screenshots of the account settings, disabled-account banner, merchant profile and activity log
// in both languages, for docs/screenshots/. Against a running server with the demo data:
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3997 DATA_DIR=/tmp/pd-account npx tsx src/main.ts)
//   npx tsx apps/web/scripts/account-screenshots.ts http://127.0.0.1:3997/
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3997/';
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
  return [page, account.id];
};

const shot = async (page: Page, name: string) => {
  // Let antd's motion and the lazy parts (tables, date picker) settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
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
    await page.goto(new URL(`accounts/${hk}/setting/account`, base).href);
    await page.getByTestId('settlement-currencies').locator('.ant-tag').first().waitFor();
    await shot(page, `account-setting-${locale}`);
    await page.getByTestId('account-edit').click();
    await page.locator('form').waitFor();
    await shot(page, `account-setting-edit-${locale}`);
    await page.goto(new URL('merchant', base).href);
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, `merchant-${locale}`);
    await page.goto(new URL('operations?action=invited&sourceType=member&range=all', base).href);
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, `operations-${locale}`);
    await page.context().close();

    const [archive, archiveId] = await openAs(browser, locale, 'Harbour Lane Archive');
    await archive.goto(new URL(`accounts/${archiveId}/setting/account`, base).href);
    await archive.getByTestId('disabled-account-banner').waitFor();
    await shot(archive, `disabled-account-${locale}`);
    await archive.context().close();
  }
} finally {
  await browser.close();
}
