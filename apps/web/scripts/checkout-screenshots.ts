// Screenshots of the payer's checkout page (payable, with the under-pay choice open, and paid) and
// the dashboard's test payment screen (the form and a result) in both languages, for
// docs/screenshots/. Against a running server on a fresh data directory (demo data; the script
// makes test payments on the demo's HK account):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-checkout npx tsx src/main.ts)
//   npx tsx apps/web/scripts/checkout-screenshots.ts http://127.0.0.1:3996/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3996/',
);

type Payment = { id: string; action: { url: string } };

const session = await signIn();
const hkId = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hkId) throw new Error('the demo has no Harbour Lane HK account');
await api('POST', 'v1/select_account', session.token, { account_id: hkId });

/** A test payment on the HK account, and its checkout page's path in the app. */
const testPayment = async (description: string) => {
  const payment = await api<Payment>('POST', 'api/payments', session.token, {
    livemode: 0,
    payment_method: 'fps_hk',
    amount: 25_000,
    currency: 'HKD',
    description,
    reference: `order-${Date.now()}`,
    return_url: 'https://shop.example.com/orders/10042',
  });
  const token = new URL(payment.action.url).searchParams.get('token') ?? '';
  return { id: payment.id, token, path: `checkout/${payment.id}?token=${token}` };
};

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    // The payer's page: no session, the language from the browser.
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 1000 } });
    const payer = await context.newPage();
    const open = await testPayment('Order 10042');
    await payer.goto(url(open.path));
    await payer.getByTestId('checkout-qrcode').locator('svg').waitFor();
    await shot(payer, `checkout-payable-${locale}`, true);
    await payer.locator('.ant-radio-wrapper').nth(1).click();
    await shot(payer, `checkout-underpay-${locale}`, true);
    await api('POST', `v1/checkout/${open.id}/simulate`, undefined, { token: open.token, outcome: 'pay_full' });
    await payer.reload();
    await payer.getByTestId('checkout-outcome').waitFor();
    await shot(payer, `checkout-paid-${locale}`, true);
    await context.close();

    // The dashboard's test payment screen, in live mode (it still makes test payments).
    const [page, id] = await openAs(browser, locale, { id: hkId }, { livemode: '1' });
    await page.goto(url(`accounts/${id}/paymentMethods/test_payment`));
    await page.getByRole('combobox').first().click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'FPS' }).click();
    await page.locator('input[inputmode="decimal"]').fill('250');
    await page.locator('#description').fill(locale === 'en-US' ? 'Test order 1001' : '测试订单 1001');
    await shot(page, `checkout-test-payment-form-${locale}`);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/test_payment\/pay_\w+$/);
    await page.locator('dl').waitFor();
    await shot(page, `checkout-test-payment-result-${locale}`);
    await page.context().close();
  }
});
