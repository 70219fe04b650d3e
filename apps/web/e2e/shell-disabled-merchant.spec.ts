import { rm } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';
import { makeDataDir, runOps, startServer } from './support/server.ts';
import {
  accountIdByName,
  apiData,
  apiLogin,
  callApi,
  demoOwner,
  freshMerchant,
  openSignedIn,
} from './support/shell.ts';

const t = catalog('en-US');

/**
 * A user in two merchants (their own, and the demo merchant's by invitation), one of which the
 * provider disables (`npm run ops -- disable-merchant`): that merchant's accounts stay listed in
 * the switcher, grey, and can't be chosen. The operator command needs the embedded database to
 * itself, so this spec has its own server, stopped and restarted on the same data directory.
 */
base(
  'a disabled merchant’s accounts are grey and cannot be chosen in the switcher',
  async ({ browser, playwright }) => {
    base.setTimeout(180_000);
    const dataDir = await makeDataDir();
    const serverEnv = { SMTP_URL: process.env.PAYDECK_E2E_SMTP_URL ?? '' };
    let server = await startServer(serverEnv, { dataDir });
    const request = await playwright.request.newContext({ baseURL: server.url });
    try {
      // A new user with a merchant of their own joins the demo merchant's HK account by invitation.
      const user = await freshMerchant(request, 'disabled');
      const owner = await apiLogin(request, demoOwner);
      const hk = await accountIdByName(request, owner, 'Harbour Lane HK');
      await apiData(request, 'POST', '/v1/select_account', { token: owner.token, body: { account_id: hk } });
      const since = Date.now();
      await apiData(request, 'POST', '/v1/invite', {
        token: owner.token,
        body: { email: user.email, role: 'analyst' },
      });
      const token = new URL(linkIn(await waitForEmail(user.email, /./, since))).searchParams.get('token');
      await apiData(request, 'POST', '/v1/accept_invitation', { token: user.session.token, body: { token } });
      const { merchants } = await apiData<{ merchants: { id: string; is_owner: boolean }[] }>(
        request,
        'GET',
        '/v1/current_user',
        { token: owner.token },
      );
      const demoMerchant = merchants.find((merchant) => merchant.is_owner)?.id ?? '';

      await server.stop();
      expect(await runOps(dataDir, ['disable-merchant', demoMerchant])).toContain(demoMerchant);
      server = await startServer(serverEnv, { dataDir });

      const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
      const page = await context.newPage();
      expect(await openSignedIn(page, user.session, user.accountId)).toBe(user.accountId);
      await page.getByTestId('account-switcher').click();
      const rows = page.getByTestId('switcher-account');
      await expect(rows).toHaveCount(2);

      const closed = rows.filter({ hasText: 'Harbour Lane HK' });
      await expect(closed).toHaveAttribute('data-dot', 'merchantDisabled');
      await expect(closed).toContainText(t('shell:switcher.status.merchantDisabled'));
      const closedItem = page.getByRole('menuitem').filter({ has: closed });
      await expect(closedItem).toHaveAttribute('aria-disabled', 'true');
      await expect(closedItem).toHaveAttribute('title', t('shell:switcher.notSelectable'));
      await expect(rows.and(page.locator(`[data-account-id="${user.accountId}"]`))).toHaveAttribute(
        'data-dot',
        'inactivated',
      );

      // Choosing it does nothing: the page stays on the current account.
      await closed.click({ force: true });
      await expect(page).toHaveURL(`${server.url}accounts/${user.accountId}/getting-started`);
      expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBe(user.accountId);

      // And the server refuses it too, whatever a client tries.
      const closedId = (await closed.getAttribute('data-account-id')) ?? '';
      const refused = await callApi(request, 'POST', '/v1/select_account', {
        token: user.session.token,
        body: { account_id: closedId },
        baseURL: server.url,
      });
      expect(refused.status).toBe(403);
      await context.close();
    } finally {
      await request.dispose();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
