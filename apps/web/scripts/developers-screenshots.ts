// Screenshots of the API keys page (without and with keys, and the secret shown once) and the
// payment methods list and detail in both languages, for docs/screenshots/. Against a running
// server on a fresh data directory (demo data; the script rolls a test key and adds an account):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-developers npx tsx src/main.ts)
//   npx tsx apps/web/scripts/developers-screenshots.ts http://127.0.0.1:3996/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3996/',
);

// A pay-out only account, made if the demo has none: the methods that only take payments are unavailable there.
const session = await signIn();
const payoutsId =
  (await accountIdByName(session.token, 'Harbour Lane Payouts')) ??
  (
    await api<{ id: string }>('POST', 'v1/accounts', session.token, {
      account_name: 'Harbour Lane Payouts',
      country: 'SG',
      enable_business: ['payout'],
      default_settlement_currency: 'USD',
    })
  ).id;

await withBrowser(async (browser) => {
  /** The demo owner on an account, in the given mode. */
  const open = async (locale: string, account: { id: string } | { name: string }, livemode: '1' | '0') => {
    const [page, id] = await openAs(browser, locale, account, { livemode });
    return { page, id };
  };
  for (const locale of ['en-US', 'zh-CN']) {
    // No keys yet: the SG account has none in test mode.
    const sg = await open(locale, { name: 'Harbour Lane SG' }, '0');
    await sg.page.goto(url(`accounts/${sg.id}/developers/api_keys`));
    await sg.page.locator('.ant-empty').waitFor();
    await shot(sg.page, `api-keys-empty-${locale}`);
    await sg.page.context().close();

    // The HK test keys; rolling the secret with 24 hours shows the new one once, the old one expiring.
    const hk = await open(locale, { name: 'Harbour Lane HK' }, '0');
    await hk.page.goto(url(`accounts/${hk.id}/developers/api_keys`));
    const currentSecret = hk.page
      .locator('tbody tr[data-row-key]')
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
    const live = await open(locale, { name: 'Harbour Lane HK' }, '1');
    await live.page.goto(url(`accounts/${live.id}/paymentMethods`));
    await live.page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(live.page, `payment-methods-${locale}`);
    await live.page.goto(url(`accounts/${live.id}/paymentMethods/alipay_cn`));
    await live.page.locator('dl').waitFor();
    await shot(live.page, `payment-method-${locale}`, true);
    await live.page.context().close();

    // A pay-out only account: the methods that only take payments are unavailable.
    const payouts = await open(locale, { id: payoutsId }, '0');
    await payouts.page.goto(url(`accounts/${payouts.id}/paymentMethods?status=disable`));
    await payouts.page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(payouts.page, `payment-methods-unavailable-${locale}`);
    await payouts.page.context().close();
  }
});
