// Screenshots of the refunds and disputes lists and details in both languages, for
// docs/screenshots/. Against a running server on a fresh data directory (demo data: the HK
// account's test mode has a refund and an open dispute; the script adds a failed refund and a
// dispute answered with evidence):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3996 DATA_DIR=/tmp/pd-transactions npx tsx src/main.ts)
//   npx tsx apps/web/scripts/transactions-screenshots.ts http://127.0.0.1:3996/
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3996/',
);

type Payment = { id: string; action: { url: string } };
type Listed = { id: string; status: string };

const session = await signIn();
const hkId = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hkId) throw new Error('no Harbour Lane HK account in the demo data');
await api('POST', 'v1/select_account', session.token, { account_id: hkId });

/** A test payment the payer has paid through the checkout simulator. */
const paidPayment = async (amount: number, description: string) => {
  const payment = await api<Payment>('POST', 'api/payments', session.token, {
    livemode: 0,
    payment_method: 'fps_hk',
    amount,
    currency: 'HKD',
    description,
  });
  const token = new URL(payment.action.url).searchParams.get('token');
  await api('POST', `v1/checkout/${payment.id}/simulate`, undefined, { token, outcome: 'pay_full' });
  return payment.id;
};

/** One evidence file through the multipart upload, as the dashboard sends it. */
const upload = async (name: string, type: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name);
  const response = await fetch(url('api/files?purpose=dispute_evidence&livemode=0'), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  const envelope = (await response.json()) as { success: boolean; data: { id: string } };
  if (!envelope.success) throw new Error(`upload ${name}: ${JSON.stringify(envelope)}`);
  return envelope.data.id;
};

// A refund the method declined, and a dispute answered with evidence (under review), made once.
const refunds = await api<{ list: Listed[] }>('GET', 'api/refunds?livemode=0', session.token);
if (!refunds.list.some((refund) => refund.status === 'failed')) {
  const refund = await api<Listed>('POST', 'api/refunds', session.token, {
    livemode: 0,
    payment_id: await paidPayment(42_000, 'Harbour tea set, 2 boxes'),
    amount: 12_000,
    description: 'One box returned damaged',
  });
  await api('POST', `api/refunds/${refund.id}/simulate`, session.token, {
    livemode: 0,
    outcome: 'failed',
    failure_code: 'payer_account_closed',
  });
}
const disputes = await api<{ list: Listed[] }>('GET', 'api/disputes?livemode=0', session.token);
let reviewed = disputes.list.find((dispute) => dispute.status === 'under_review');
if (!reviewed) {
  const opened = await api<Listed>(
    'POST',
    `api/payments/${await paidPayment(68_800, 'Jade bracelet')}/dispute`,
    session.token,
    {
      livemode: 0,
      reason: 'product_unacceptable',
      description: 'The payer says the bracelet is not jade.',
    },
  );
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const files = [
    await upload('certificate-of-authenticity.pdf', 'application/pdf', pdf),
    await upload('supplier-invoice.pdf', 'application/pdf', pdf),
  ];
  reviewed = await api<Listed>('POST', `api/disputes/${opened.id}/evidence`, session.token, {
    livemode: 0,
    text: 'The bracelet comes with a certificate of authenticity from the Hong Kong Gemmological Laboratory (attached), and the supplier invoice lists it as natural jadeite. The payer confirmed receipt on 12 March.',
    files,
  });
}
const open = disputes.list.find((dispute) => dispute.status === 'needs_response');
const refunded = refunds.list.find((refund) => refund.status === 'refunded');
const failed = (await api<{ list: Listed[] }>('GET', 'api/refunds?livemode=0&status=failed', session.token)).list[0];
if (!open || !refunded || !failed) throw new Error('the demo data lacks an open dispute or a refund');

await withBrowser(async (browser) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const [page, id] = await openAs(browser, locale, { id: hkId }, { livemode: '0' });
    const base = `accounts/${id}/transaction`;

    await page.goto(url(`${base}/refunds`));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `refunds-list-${locale}`);
    await page.goto(url(`${base}/refunds/${refunded.id}`));
    await page.locator('dl').waitFor();
    await shot(page, `refunds-detail-${locale}`, true);
    await page.goto(url(`${base}/refunds/${failed.id}`));
    await page.locator('dl').waitFor();
    await shot(page, `refunds-detail-failed-${locale}`, true);

    await page.goto(url(`${base}/disputes`));
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await shot(page, `disputes-list-${locale}`);
    await page.goto(url(`${base}/disputes/${open.id}`));
    await page.locator('dl').waitFor();
    await shot(page, `disputes-detail-${locale}`, true);
    // The evidence dialog with a file chosen and a wrong one refused.
    await page.locator('section').first().locator('.ant-btn-primary').click();
    const input = page.getByTestId('evidence-file-input');
    await input.setInputFiles([
      { name: 'delivery-receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
      { name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') },
    ]);
    await page
      .getByRole('dialog')
      .locator('textarea')
      .fill('Tracking shows delivery on 3 January, signed by the payer.');
    await shot(page, `disputes-evidence-${locale}`);
    await page.keyboard.press('Escape');
    await page.goto(url(`${base}/disputes/${reviewed.id}`));
    await page.locator('dl').waitFor();
    await shot(page, `disputes-detail-review-${locale}`, true);
    await page.context().close();
  }
});
