// Screenshots of the payments list, a payment's detail (with its refund and dispute sections) and
// the refund dialog with its confirmation step, in both languages, for docs/screenshots/. Against
// a running server on a fresh data directory (the demo's test-mode payments on Harbour Lane HK):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-payments npx tsx src/main.ts)
//   npx tsx apps/web/scripts/payments-screenshots.ts http://127.0.0.1:3996/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3996/',
);

// The demo's HL-1001: paid, partly refunded; HL-1008: paid and disputed.
const session = await signIn();
const hkId = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hkId) throw new Error('no Harbour Lane HK account');
await api('POST', 'v1/select_account', session.token, { account_id: hkId });
const idOf = async (reference: string) => {
  const page = await api<{ list: { id: string }[] }>(
    'GET',
    `api/payments?livemode=0&search=${reference}&time_created[gte]=0`,
    session.token,
  );
  const found = page.list[0];
  if (!found) throw new Error(`no payment ${reference}`);
  return found.id;
};
const refunded = await idOf('HL-1001');
const disputed = await idOf('HL-1008');

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, id] = await openAs(browser, locale, { id: hkId }, { livemode: '0' });
    await page.goto(url(`accounts/${id}/transaction/payments`));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `payments-list-${locale}`);

    await page.goto(url(`accounts/${id}/transaction/payments/${disputed}`));
    await page.locator('dl').first().waitFor();
    await shot(page, `payments-detail-disputed-${locale}`, true);

    await page.goto(url(`accounts/${id}/transaction/payments/${refunded}`));
    await page.locator('dl').first().waitFor();
    await shot(page, `payments-detail-${locale}`, true);

    // The refund dialog: an amount over the remainder says by how much, then a valid one is confirmed.
    await page.getByTestId('payment-actions').locator('.ant-btn-primary').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input').first().fill('999');
    await dialog.locator('.ant-btn-primary').click();
    await dialog.locator('.ant-form-item-explain-error').waitFor();
    await shot(page, `payments-refund-${locale}`);
    await dialog.locator('input').first().fill('12');
    await dialog.locator('.ant-btn-primary').click();
    await page.getByTestId('refund-confirmation').waitFor();
    await shot(page, `payments-refund-confirm-${locale}`);
    await page.context().close();
  }
});
