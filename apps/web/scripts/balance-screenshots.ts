// Screenshots of the balance transactions list and the withdraw dialog's confirmation in both
// languages, for docs/screenshots/. Against a running server on a fresh data directory (demo data:
// the HK account's live mode has three months of history; the script adds an HKD bank account and
// a pending withdrawal once):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-balance npx tsx src/main.ts)
//   npx tsx apps/web/scripts/balance-screenshots.ts http://127.0.0.1:3996/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3996/',
);

type BankAccounts = { bank_accounts: { id: string; currency: string }[] };

const session = await signIn();
const hkId = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hkId) throw new Error('no Harbour Lane HK account in the demo data');
await api('POST', 'v1/select_account', session.token, { account_id: hkId });

// An HKD bank account, and a withdrawal to it still pending, made once.
const listed = await api<BankAccounts>('GET', 'v1/bank_accounts', session.token);
const bank =
  listed.bank_accounts.find((account) => account.currency === 'HKD') ??
  (await api<{ id: string }>('POST', 'v1/bank_accounts', session.token, {
    bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
    bank_address: '1 Queens Road Central, Hong Kong',
    swift_code: 'HSBCHKHHHKH',
    bank_country: 'HK',
    additional_information: '004',
    account_number: '004-123456-001',
    beneficiary_name: 'HARBOUR LANE TRADING LTD',
    beneficiary_address: '8 Finance Street, Central, Hong Kong',
    beneficiary_country: 'HK',
    currency: 'HKD',
    comment: 'Main operating account',
  }));
const settlements = await api<{ list: unknown[] }>('GET', 'api/settlements?livemode=1', session.token);
if (settlements.list.length === 0) {
  await api('POST', 'api/settlements', session.token, {
    livemode: 1,
    currency: 'HKD',
    amount: 150_000,
    bank_account_id: bank.id,
    description: 'November payout',
  });
}

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, id] = await openAs(browser, locale, { id: hkId }, { livemode: '1', timezone: 'Asia/Hong_Kong' });

    await page.goto(url(`accounts/${id}/balance/transactions`));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `balance-transactions-${locale}`);

    // The withdraw dialog's confirmation: HKD 1,000.00 and the USD 20 fee converted.
    await page.getByTestId('withdraw-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="HKD"]').click();
    await dialog.locator('input[inputmode="decimal"]:enabled').fill('1000');
    await dialog.locator('textarea').fill('December payout');
    await dialog.locator('.ant-btn-primary').click();
    await dialog.getByTestId('withdraw-confirmation').waitFor();
    await shot(page, `balance-withdraw-confirm-${locale}`);
    await page.context().close();
  }
});
