// Screenshots of the API keys page (without and with keys, and the secret shown once) and the
// payment methods list and detail in both languages, for docs/screenshots/. Against a running
// server on a fresh data directory (demo data; the script rolls a test key and adds an account):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-developers npx tsx src/main.ts)
//   npx tsx apps/web/scripts/developers-screenshots.ts http://127.0.0.1:3996/
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3996/';
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

const signIn = () => api<{ token: string; expires_at: number }>('POST', 'v1/login', undefined, demo);

/** The demo owner's account of that name, made (pay-out only) if the demo has none. */
const accountId = async (token: string, name: string) => {
  const accounts = await api<{ id: string; name: string }[]>('GET', 'v1/current_user_accounts', token);
  const found = accounts.find((a) => a.name === name);
  if (found) return found.id;
  const made = await api<{ id: string }>('POST', 'v1/accounts', token, {
    account_name: name,
    country: 'SG',
    enable_business: ['payout'],
    default_settlement_currency: 'USD',
  });
  return made.id;
};

/** A page signed in as the demo owner on the account, in the given mode, as a returning user opens it. */
const openAs = async (browser: Browser, locale: string, accountName: string, livemode: '1' | '0') => {
  const session = await signIn();
  const id = await accountId(session.token, accountName);
  await api('POST', 'v1/select_account', session.token, { account_id: id });
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('readyz', base).href);
  await page.evaluate(
    ({ token, expiresAt, mode }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('expiresAt', String(expiresAt));
      localStorage.setItem('livemode', mode);
    },
    { token: session.token, expiresAt: session.expires_at, mode: livemode },
  );
  await page.goto(new URL('user/login', base).href);
  await page.waitForURL(/getting-started$/);
  return { page, id };
};

const shot = async (page: Page, name: string, fullPage = false) => {
  // Let antd's motion and the lazy parts (tables, dialogs) settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  console.log(`docs/screenshots/${name}.png`);
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const locale of ['en-US', 'zh-CN']) {
    // No keys yet: the SG account has none in test mode.
    const sg = await openAs(browser, locale, 'Harbour Lane SG', '0');
    await sg.page.goto(new URL(`accounts/${sg.id}/developers/api_keys`, base).href);
    await sg.page.locator('.ant-empty').waitFor();
    await shot(sg.page, `api-keys-empty-${locale}`);
    await sg.page.context().close();

    // The HK test keys; rolling the secret with 24 hours shows the new one once, the old one expiring.
    const hk = await openAs(browser, locale, 'Harbour Lane HK', '0');
    await hk.page.goto(new URL(`accounts/${hk.id}/developers/api_keys`, base).href);
    const currentSecret = hk.page
      .locator('.ant-table-row')
      .filter({ hasText: 'sk_test_' })
      .filter({ has: hk.page.locator('button.ant-btn-link') });
    await currentSecret.locator('button.ant-btn-link').click();
    const roll = hk.page.getByRole('dialog');
    await roll.getByRole('combobox').click();
    await hk.page.locator('.ant-select-item-option').nth(2).click();
    await roll.locator('.ant-btn-dangerous').click();
    await hk.page.getByTestId('revealed-secret').waitFor();
    await shot(hk.page, `api-keys-secret-${locale}`);
    await hk.page.getByRole('dialog').locator('.ant-checkbox-input').check();
    await hk.page.getByRole('dialog').locator('.ant-btn-primary').click();
    await hk.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await shot(hk.page, `api-keys-${locale}`);
    await hk.page.context().close();

    // Payment methods in live mode (the demo turned three off), and one method's detail.
    const live = await openAs(browser, locale, 'Harbour Lane HK', '1');
    await live.page.goto(new URL(`accounts/${live.id}/paymentMethods`, base).href);
    await live.page.locator('.ant-table-row').first().waitFor();
    await shot(live.page, `payment-methods-${locale}`);
    await live.page.goto(new URL(`accounts/${live.id}/paymentMethods/alipay_cn`, base).href);
    await live.page.locator('dl').waitFor();
    await shot(live.page, `payment-method-${locale}`, true);
    await live.page.context().close();

    // A pay-out only account: the methods that only take payments are unavailable.
    const payouts = await openAs(browser, locale, 'Harbour Lane Payouts', '0');
    await payouts.page.goto(new URL(`accounts/${payouts.id}/paymentMethods?status=disable`, base).href);
    await payouts.page.locator('.ant-table-row').first().waitFor();
    await shot(payouts.page, `payment-methods-unavailable-${locale}`);
    await payouts.page.context().close();
  }
} finally {
  await browser.close();
}
