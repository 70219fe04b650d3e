import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, freshMerchant, openSignedIn } from './support/shell.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });

type Payment = { id: string; action: { url: string } };
type Dispute = { id: string; status: string };
type Refund = { id: string; status: string };

/** A 1×1 PNG and a minimal PDF: real files the server accepts by their bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A test payment of `amount` HKD cents the payer has paid through the checkout simulator. */
const paidPayment = async (page: Page, token: string, amount: number) => {
  const payment = await apiData<Payment>(page.request, 'POST', '/api/payments', {
    token,
    body: { livemode: 0, payment_method: 'fps_hk', amount, currency: 'HKD', description: 'Harbour tea set' },
  });
  const checkout = new URL(payment.action.url).searchParams.get('token');
  await apiData(page.request, 'POST', `/v1/checkout/${payment.id}/simulate`, {
    body: { token: checkout, outcome: 'pay_full' },
  });
  return payment.id;
};

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  const t = catalog('en-US');

  test('a merchant answers a test dispute with evidence, the simulator decides it won; refunds list and show theirs', async ({
    page,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'disputes');
    const token = owner.session.token;
    const disputedPayment = await paidPayment(page, token, 25_000);
    const dispute = await apiData<Dispute>(page.request, 'POST', `/api/payments/${disputedPayment}/dispute`, {
      token,
      body: { livemode: 0, reason: 'product_not_received', description: 'The parcel never arrived.' },
    });
    const refundedPayment = await paidPayment(page, token, 10_000);
    const refund = await apiData<Refund>(page.request, 'POST', '/api/refunds', {
      token,
      body: { livemode: 0, payment_id: refundedPayment, amount: 5_000, description: 'Returned one item' },
    });
    // Answered now rather than by the background sweep, so the page's state is known.
    await apiData(page.request, 'POST', `/api/refunds/${refund.id}/simulate`, {
      token,
      body: { livemode: 0, outcome: 'failed', failure_code: 'refund_declined' },
    });

    await openSignedIn(page, owner.session, owner.accountId);
    const base = `/accounts/${owner.accountId}/transaction`;

    // The list: the new dispute, needing a response within 7 days.
    await page.goto(`${base}/disputes`);
    await expect(page.getByRole('heading', { level: 3, name: t('disputes:list.title') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: dispute.id });
    await expect(row).toContainText(t('common:disputeStatus.needs_response'));
    await expect(row).toContainText(t('disputes:reason.product_not_received'));
    await expect(row).toContainText('HKD 250.00');
    await expect(row.getByTestId('dispute-countdown')).toHaveText(/^(7 days|6 days 23 hours) left$/);
    await expect(row.getByRole('link', { name: disputedPayment })).toHaveAttribute(
      'href',
      `${base}/payments/${disputedPayment}`,
    );

    // Its detail: answer with evidence. Wrong files are refused with the reason before anything is sent.
    await row.getByRole('link', { name: dispute.id }).click();
    await expect(page.getByRole('heading', { level: 3, name: t('disputes:detail.title') })).toBeVisible();
    await page.getByRole('button', { name: t('disputes:respond.evidence') }).click();
    const dialog = page.getByRole('dialog', { name: t('disputes:evidence.title') });
    const input = dialog.getByTestId('evidence-file-input');
    await input.setInputFiles([
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) },
    ]);
    const refused = dialog.getByTestId('evidence-refused');
    await expect(refused).toContainText(
      t('disputes:evidence.problem.type', { name: 'tool.exe', types: 'jpg, jpeg, png, webp, pdf, txt, doc, docx' }),
    );
    await expect(refused).toContainText(t('disputes:evidence.problem.size', { name: 'scan.pdf', size: '5 MB' }));
    await input.setInputFiles([
      { name: 'parcel.png', mimeType: 'image/png', buffer: png },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    const chosen = dialog.getByRole('list', { name: t('disputes:evidence.chosen') });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel(t('disputes:evidence.text')).fill('Delivered on 3 January, signed for by the payer.');
    await dialog.getByRole('button', { name: t('disputes:evidence.submit') }).click();
    // One answer only: it is confirmed before anything is sent.
    await expect(dialog.getByTestId('evidence-confirmation')).toContainText(t('disputes:evidence.once'));
    await dialog.getByRole('button', { name: t('disputes:evidence.confirm') }).click();
    await expect(page.getByText(t('disputes:evidence.done'))).toBeVisible();
    await expect(dialog).toBeHidden();

    // Under review, with the evidence as submitted; a file downloads under its own name.
    const status = page.locator('[data-field="status"]');
    await expect(status).toHaveText(t('common:disputeStatus.under_review'));
    await expect(page.getByTestId('evidence-text')).toHaveText('Delivered on 3 January, signed for by the payer.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'parcel.png' }).click();
    expect((await download).suggestedFilename()).toBe('parcel.png');
    await expect(page.getByRole('button', { name: t('disputes:respond.accept') })).toHaveCount(0);

    // The test-mode simulator decides it: won.
    await page.getByRole('button', { name: t('disputes:simulate.won') }).click();
    await expect(status).toHaveText(t('common:disputeStatus.won'));
    await expect(page.locator('[data-field="closeReason"]')).toHaveText(t('disputes:closeReason.evidence_accepted'));
    await expect(page.getByText(t('disputes:simulate.title'))).toHaveCount(0);

    // Refunds: the refund made by API is listed, and its detail says why it failed.
    await page.goto(`${base}/refunds`);
    const refundRow = page.getByRole('row').filter({ hasText: refund.id });
    await expect(refundRow).toContainText('HKD 50.00');
    await expect(refundRow).toContainText(t('common:refundStatus.failed'));
    await expect(refundRow).toContainText('Returned one item');
    await refundRow.getByRole('link', { name: refund.id }).click();
    await expect(page.getByRole('heading', { level: 3, name: t('refunds:detail.title') })).toBeVisible();
    await expect(page.getByText(t('refunds:detail.failedTitle'))).toBeVisible();
    await expect(page.locator('[data-field="failureCode"]')).toHaveText('refund_declined');
    await expect(page.locator('[data-field="paymentId"]').getByRole('link')).toHaveAttribute(
      'href',
      `${base}/payments/${refundedPayment}`,
    );
    expect(cspViolations).toEqual([]);
  });

  test("another merchant's dispute and refund, or unknown ids, are not found", async ({ page }) => {
    // The demo's HK account has a test-mode dispute and refund; a fresh merchant must not see them.
    const demo = await apiLogin(page.request, demoOwner);
    const hk = await accountIdByName(page.request, demo, 'Harbour Lane HK');
    await apiData(page.request, 'POST', '/v1/select_account', { token: demo.token, body: { account_id: hk } });
    const [foreignDispute] = (
      await apiData<{ list: Dispute[] }>(page.request, 'GET', '/api/disputes?livemode=0', { token: demo.token })
    ).list;
    const [foreignRefund] = (
      await apiData<{ list: Refund[] }>(page.request, 'GET', '/api/refunds?livemode=0', { token: demo.token })
    ).list;
    expect(foreignDispute && foreignRefund).toBeTruthy();

    const owner = await freshMerchant(page.request, 'not-found');
    await openSignedIn(page, owner.session, owner.accountId);
    const base = `/accounts/${owner.accountId}/transaction`;
    await page.goto(`${base}/disputes/${foreignDispute?.id}`);
    await expect(page.getByTestId('dispute-not-found')).toContainText(t('disputes:detail.notFound'));
    await page.goto(`${base}/refunds/${foreignRefund?.id}`);
    await expect(page.getByTestId('refund-not-found')).toContainText(t('refunds:detail.notFound'));
    await page.goto(`${base}/refunds/re_unknown`);
    await expect(page.getByTestId('refund-not-found')).toContainText(t('refunds:detail.notFound'));
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  const t = catalog('zh-CN');

  test('an unknown dispute says so in Chinese', async ({ page }) => {
    const owner = await freshMerchant(page.request, 'not-found-zh');
    await openSignedIn(page, owner.session, owner.accountId);
    await page.goto(`/accounts/${owner.accountId}/transaction/disputes/dp_unknown`);
    const notFound = page.getByTestId('dispute-not-found');
    await expect(notFound).toContainText(t('disputes:detail.notFound'));
    await notFound.getByRole('link', { name: t('disputes:detail.back') }).click();
    await expect(page.getByRole('heading', { level: 3, name: t('disputes:list.title') })).toBeVisible();
  });
});
