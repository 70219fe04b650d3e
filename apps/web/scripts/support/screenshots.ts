// What every docs/screenshots script shares: calls to a running server with the demo data, a
// browser signed in as the demo owner the way a returning user opens the app, and the shot itself.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { withoutOmniboxPopup } from '../../e2e/support/chromium.ts';

const out = path.resolve(import.meta.dirname, '../../../../docs/screenshots');
const demo = { email: 'demo@paydeck.dev', password: 'Paydeck#2026' };

export type ScreenshotKit = ReturnType<typeof screenshotKit>;

/** The kit for a server at `base` (its URL, ending in '/'). */
export const screenshotKit = (base: string) => {
  const url = (route: string) => new URL(route, base).href;

  const api = async <T>(method: string, route: string, token?: string, body?: unknown): Promise<T> => {
    const response = await fetch(url(route), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { success: boolean; data: T };
    if (!envelope.success) throw new Error(`${method} ${route}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };

  const signIn = () => api<{ token: string; expires_at: number }>('POST', 'v1/login', undefined, demo);

  const accountIdByName = async (token: string, name: string) => {
    const accounts = await api<{ id: string; name: string }[]>('GET', 'v1/current_user_accounts', token);
    return accounts.find((a) => a.name === name)?.id;
  };

  /**
   * A page signed in as the demo owner on an account (by id, or by name among the owner's), with
   * any extra stored keys (such as `livemode`).
   */
  const openAs = async (
    browser: Browser,
    locale: string,
    account: { id: string } | { name: string },
    stored: Record<string, string> = {},
  ): Promise<[Page, string]> => {
    const session = await signIn();
    const id = 'id' in account ? account.id : await accountIdByName(session.token, account.name);
    if (!id) throw new Error(`no account ${JSON.stringify(account)}`);
    await api('POST', 'v1/select_account', session.token, { account_id: id });
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url('readyz'));
    await page.evaluate(
      (items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      },
      { token: session.token, expiresAt: String(session.expires_at), ...stored },
    );
    await page.goto(url('user/login'));
    await page.waitForURL(/getting-started$/);
    return [page, id];
  };

  const shot = async (page: Page, name: string, fullPage = false) => {
    // Let antd's motion and the lazy parts (tables, dialogs, date pickers) settle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
    console.log(`docs/screenshots/${name}.png`);
  };

  /** Runs the shots in one headless Chromium, closed however they end. */
  const withBrowser = async (shots: (browser: Browser) => Promise<void>) => {
    mkdirSync(out, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', withoutOmniboxPopup],
    });
    try {
      await shots(browser);
    } finally {
      await browser.close();
    }
  };

  return { url, api, signIn, accountIdByName, openAs, shot, withBrowser };
};
