// Screenshots of the customers list, the create form (after a submit with mistakes), a customer's
// detail with its payments and the edit dialog, in both languages, for docs/screenshots/. Against a
// running server on a fresh data directory (demo data; the script fills in one demo customer):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3997 DATA_DIR=/tmp/pd-customers npx tsx src/main.ts)
//   npx tsx apps/web/scripts/customers-screenshots.ts http://127.0.0.1:3997/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3997/',
);

type Customer = { id: string; email: string | null };

// The demo's Mei Chan (test mode, with payments), given every spec §3 field.
const session = await signIn();
const hk = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hk) throw new Error('no Harbour Lane HK account');
await api('POST', 'v1/select_account', session.token, { account_id: hk });
const customers = await api<{ list: Customer[] }>('GET', 'api/customers?livemode=0&per_page=100', session.token);
const mei = customers.list.find((customer) => customer.email === 'mei.chan@example.com');
if (!mei) throw new Error('no demo customer mei.chan@example.com');
await api('PUT', `api/customers/${mei.id}`, session.token, {
  livemode: 0,
  reference: 'crm-10042',
  company: 'Chan Florist',
  description: 'Wholesale buyer: weekly orders of cut flowers.',
  document: { type: 'national_id', number: 'A1234567' },
  birth_date: '1988-04-12',
  address: { country: 'HK', city: 'Hong Kong', line1: '18 Harbour Road', line2: 'Flat 12B' },
});

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, id] = await openAs(browser, locale, { id: hk }, { livemode: '0' });

    await page.goto(url(`accounts/${id}/customers`));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `customers-list-${locale}`);

    // A first submit with a bad email and phone: every problem under its field.
    await page.goto(url(`accounts/${id}/customers/create`));
    await page.locator('#email').fill('ada@');
    await page.locator('#phone').fill('6012 3456');
    await page.locator('button[type=submit]').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `customers-create-${locale}`, true);

    await page.goto(url(`accounts/${id}/customers/${mei.id}`));
    await page.locator('dl').first().waitFor();
    await shot(page, `customers-detail-${locale}`, true);

    await page
      .getByRole('button')
      .filter({ has: page.locator('.anticon-edit') })
      .click();
    await page.getByRole('dialog').locator('#firstName').waitFor();
    await shot(page, `customers-edit-${locale}`);
    await page.context().close();
  }
});
