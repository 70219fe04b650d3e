// Screenshots of the webhook pages in both languages, for docs/screenshots/: the endpoints list
// (empty and not), the add form, an endpoint with its secret shown, the histories with a failing
// receiver's attempts, one attempt, and a replay's count. Against a running server on a fresh data
// directory (demo data; the script adds endpoints that post to a receiver it starts on 127.0.0.1):
//   (cd apps/web && npx vite build --outDir /tmp/pd-dist)
//   (cd apps/server && PAYDECK_WEB_DIST=/tmp/pd-dist PORT=3991 DATA_DIR=/tmp/pd-webhooks npx tsx src/main.ts)
//   npx tsx apps/web/scripts/webhooks-screenshots.ts http://127.0.0.1:3991/
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screenshotKit } from './support/screenshots.ts';

const { url, api, signIn, accountIdByName, openAs, shot, withBrowser } = screenshotKit(
  process.argv[2] ?? 'http://127.0.0.1:3991/',
);

// The merchant's receiver: /orders answers 200, /broken 500 (so its attempts fail and are retried).
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const ok = request.url === '/orders';
    response.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { received: true } : { error: 'database unavailable' }));
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;

type Endpoint = { id: string };
type Page<T> = { list: T[]; total: number };
type History = { id: string; status: string; attempt: number };

const session = await signIn();
const hkId = await accountIdByName(session.token, 'Harbour Lane HK');
if (!hkId) throw new Error('no Harbour Lane HK account in the demo data');
await api('POST', 'v1/select_account', session.token, { account_id: hkId });
const add = (body: object) => api<Endpoint>('POST', 'api/webhook_endpoints', session.token, { livemode: 0, ...body });
const orders = await add({ url: receiverUrl('/orders'), description: 'Order fulfilment', enabled_events: ['*'] });
const broken = await add({
  url: receiverUrl('/broken'),
  description: 'Accounting sync',
  enabled_events: ['payment.succeeded', 'refund.succeeded', 'refund.failed', 'dispute.created'],
});
for (const endpoint of [orders, broken])
  await api('POST', `api/webhook_endpoints/${endpoint.id}/test`, session.token, {
    livemode: 0,
    type: 'payment.succeeded',
  });
// The failing receiver's second attempt comes 5 s after the first.
const histories = () => api<Page<History>>('GET', 'api/webhook_histories?livemode=0&per_page=50', session.token);
const deadline = Date.now() + 60_000;
while ((await histories()).list.filter((row) => row.status === 'failed').length < 2) {
  if (Date.now() > deadline) throw new Error('the failing receiver was not retried within a minute');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const failed = (await histories()).list.find((row) => row.status === 'failed' && row.attempt === 2);
if (!failed) throw new Error('no second failed attempt');

try {
  await withBrowser(async (browser) => {
    for (const locale of ['en-US', 'zh-CN']) {
      // The SG account has no endpoints: what a webhook is, and the way to add one.
      const [sg, sgId] = await openAs(browser, locale, { name: 'Harbour Lane SG' }, { livemode: '0' });
      await sg.goto(url(`accounts/${sgId}/developers/webhooks`));
      await sg.locator('.ant-empty').waitFor();
      await shot(sg, `webhooks-empty-${locale}`);
      await sg.goto(url(`accounts/${sgId}/developers/webhooks?add=1`));
      const form = sg.getByRole('dialog');
      await form.locator('input').first().fill('http://shop.example.com/hooks');
      await form.locator('.ant-select-multiple').click();
      await sg.locator('.ant-select-item-option').nth(3).click();
      // The events list stays open: its groups and what each type means.
      await shot(sg, `webhook-form-${locale}`);
      await sg.context().close();

      const [page, id] = await openAs(browser, locale, { id: hkId }, { livemode: '0' });
      await page.goto(url(`accounts/${id}/developers/webhooks`));
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      await shot(page, `webhooks-${locale}`);

      await page.goto(url(`accounts/${id}/developers/webhooks/${broken.id}`));
      await page.locator('dl').waitFor();
      await page
        .getByRole('button', { name: /secret|密钥/ })
        .first()
        .click();
      await page.getByTestId('signing-secret').waitFor();
      await shot(page, `webhook-${locale}`, true);
      await page.getByRole('button', { name: /Roll|滚动/ }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `webhook-roll-${locale}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /test event|测试事件/ }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `webhook-test-${locale}`);
      await page.keyboard.press('Escape');

      await page.goto(url(`accounts/${id}/developers/webhook_histories`));
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      await shot(page, `webhook-histories-${locale}`);
      await page.goto(url(`accounts/${id}/developers/webhook_histories/${failed.id}`));
      await page.getByTestId('payload').waitFor();
      await shot(page, `webhook-history-${locale}`, true);
      await page.goto(url(`accounts/${id}/developers/webhook_histories?status=failed`));
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      await page.getByRole('button', { name: /Replay|批量重发/ }).click();
      await page.getByTestId('replay-count').waitFor();
      await shot(page, `webhook-replay-${locale}`);
      await page.context().close();
    }
  });
} finally {
  receiver.close();
}
