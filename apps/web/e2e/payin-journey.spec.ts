import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { convertMinor } from '@paydeck/contract/exchange-rates';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, freshMerchant, openSignedIn } from './support/shell.ts';

// The whole pay-in journey, several full page loads on a possibly busy machine.
test.describe.configure({ timeout: 240_000 });

type ApiKey = { type: 'publishable' | 'secret'; key: string };
type Payment = { id: string; status: string; action: { url: string } };
type LedgerEntry = { type: string; source_id: string; amount: number; fee_total: number; net: number };

const exampleScript = path.resolve(import.meta.dirname, '../../../scripts/examples/create-payment.mjs');

/** The merchant's own server: the example integration script, run with the secret key over real HTTP. */
const createPaymentWithScript = async (baseURL: string, secretKey: string) => {
  const { stdout } = await promisify(execFile)(process.execPath, [exampleScript, 'fps_hk', '48000', 'HKD', 'ORDER-7'], {
    env: { ...process.env, PAYDECK_URL: baseURL, PAYDECK_SECRET_KEY: secretKey },
  });
  return JSON.parse(stdout) as Payment;
};

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  const t = catalog('en-US');

  test('a payment made with a secret key is paid on the hosted checkout, refunded in part, disputed and won, and every movement is in the ledger', async ({
    page,
    baseURL,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'journey');
    const keys = await apiData<ApiKey[]>(page.request, 'POST', '/api/keys', {
      token: owner.session.token,
      body: { livemode: 0 },
    });
    const secretKey = keys.find((key) => key.type === 'secret')?.key ?? '';
    expect(secretKey).toMatch(/^sk_test_/);

    // 1. The merchant's server creates the payment; the payer follows its action to Paydeck's checkout.
    const payment = await createPaymentWithScript(baseURL ?? '', secretKey);
    expect(payment.status).toBe('created');
    const action = new URL(payment.action.url);
    expect(action.pathname).toMatch(new RegExp(`/checkout/${payment.id}$`));
    await page.goto(`${action.pathname.replace(/^\//, '')}${action.search}`);
    await expect(page.getByTestId('checkout-amount')).toHaveText('HKD 480.00');
    await page.getByLabel(t('checkout:simulate.outcome.pay_full')).check();
    await page.getByRole('button', { name: t('checkout:simulate.pay', { amount: 'HKD 480.00' }) }).click();
    await expect(page.locator('[data-status="paid"]')).toHaveText(t('common:paymentStatus.paid'));

    // 2. The dashboard lists it as paid.
    await openSignedIn(page, owner.session, owner.accountId);
    const base = `/accounts/${owner.accountId}/transaction`;
    await page.goto(`${base}/payments`);
    const row = page.getByRole('row').filter({ hasText: payment.id });
    await expect(row).toContainText('ORDER-7');
    await expect(row).toContainText(t('common:paymentStatus.paid'));
    await row.getByRole('link', { name: payment.id }).click();

    // 3. A partial refund through the dialog, confirmed; the simulator marks it refunded.
    await page.getByRole('button', { name: t('payments:refund.action'), exact: true }).click();
    const refundDialog = page.getByRole('dialog', { name: t('payments:refund.title') });
    await refundDialog.getByLabel(t('payments:refund.amount')).fill('80');
    await refundDialog.getByRole('button', { name: t('payments:refund.continue') }).click();
    await refundDialog.getByRole('button', { name: t('payments:refund.confirm') }).click();
    await expect(refundDialog).toBeHidden();
    const refundRow = page
      .getByRole('region', { name: t('payments:detail.refunds') })
      .getByRole('row')
      .nth(1);
    await expect(refundRow).toContainText('HKD 80.00');
    await refundRow.getByRole('link', { name: /^re_/ }).click();
    await expect(page).toHaveURL(/\/transaction\/refunds\/re_\w+$/);
    const refundId = page.url().split('/').pop() ?? '';
    // The test-mode simulator answers for the payment method (left alone, a job does within seconds).
    await expect(page.locator('[data-field="status"]')).toHaveText(t('common:refundStatus.pending'));
    await page.getByRole('button', { name: t('refunds:simulate.refunded') }).click();
    await expect(page.locator('[data-field="status"]')).toHaveText(t('common:refundStatus.refunded'));

    // 4. The payer disputes the rest (test mode); the merchant answers with evidence; the simulator decides won.
    await page.goto(`${base}/payments/${payment.id}`);
    await page.getByRole('button', { name: t('payments:dispute.action') }).click();
    const disputeDialog = page.getByRole('dialog', { name: t('payments:dispute.title') });
    await disputeDialog.getByLabel(t('payments:dispute.reason')).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: t('payments:disputeReason.fraudulent') })
      .click();
    await disputeDialog.getByRole('button', { name: t('payments:dispute.submit') }).click();
    await expect(disputeDialog).toBeHidden();
    const disputeRow = page
      .getByRole('region', { name: t('payments:detail.disputes') })
      .getByRole('row')
      .nth(1);
    await expect(disputeRow).toContainText('HKD 400.00');
    await disputeRow.getByRole('link', { name: /^dp_/ }).click();
    await expect(page).toHaveURL(/\/transaction\/disputes\/dp_\w+$/);
    const disputeId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('dispute-countdown')).toContainText(/left$/);
    await page.getByRole('button', { name: t('disputes:respond.evidence') }).click();
    const evidence = page.getByRole('dialog', { name: t('disputes:evidence.title') });
    await evidence.getByLabel(t('disputes:evidence.text')).fill('Signed delivery receipt attached.');
    await evidence.getByTestId('evidence-file-input').setInputFiles({
      name: 'receipt.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Delivered 3 January, signed by the payer.\n'),
    });
    await evidence.getByRole('button', { name: t('disputes:evidence.submit') }).click();
    await evidence.getByRole('button', { name: t('disputes:evidence.confirm') }).click();
    await expect(evidence).toBeHidden();
    const status = page.locator('[data-field="status"]');
    await expect(status).toHaveText(t('common:disputeStatus.under_review'));
    await page.getByRole('button', { name: t('disputes:simulate.won') }).click();
    await expect(status).toHaveText(t('common:disputeStatus.won'));

    // 5. The ledger has every movement, each netting to what it moved (fees only on the payment).
    const ledger = await apiData<{ list: LedgerEntry[] }>(
      page.request,
      'GET',
      '/api/balance_transactions?per_page=50',
      {
        token: secretKey,
      },
    );
    const entry = (type: string, sourceId: string) =>
      ledger.list.find((candidate) => candidate.type === type && candidate.source_id === sourceId);
    // A new account settles in USD only: the HKD movements are booked in USD at the demo rate
    // (docs/fees.md "Currency conversion"), each recording its HKD source amount and the rate.
    const usd = (hkd: number) => convertMinor(hkd, 'HKD', 'USD', '0.128');
    const paid = entry('payment', payment.id);
    expect(paid).toMatchObject({
      currency: 'USD',
      source_currency: 'HKD',
      source_amount: 48_000,
      exchange_rate: '0.128',
      amount: usd(48_000),
    });
    expect(paid?.fee_total).toBeGreaterThan(0);
    expect(paid?.net).toBe(usd(48_000) - (paid?.fee_total ?? 0));
    expect(entry('refund', refundId)).toMatchObject({ source_amount: 8_000, amount: -usd(8_000), net: -usd(8_000) });
    expect(entry('dispute', disputeId)).toMatchObject({ amount: -usd(40_000), net: -usd(40_000) });
    expect(entry('dispute_resolved', disputeId)).toMatchObject({ amount: usd(40_000), net: usd(40_000) });
    expect(cspViolations).toEqual([]);
  });
});
