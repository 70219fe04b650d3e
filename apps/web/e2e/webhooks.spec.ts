import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, freshMerchant, openSignedIn } from './support/shell.ts';
import { tableRows } from './support/table.ts';
import { startReceiver } from './support/webhook-receiver.ts';

// One journey with several page loads, a checkout, and a retry 5 s after a failed attempt.
test.describe.configure({ timeout: 240_000 });

type Payment = { id: string; action: { url: string } };
type Histories = { list: { id: string; attempt: number; origin: string; status: string }[]; total: number };

test.use({ locale: 'en-US' });
const t = catalog('en-US');

test('a merchant adds an endpoint, verifies a signed payment.succeeded, sees a failing receiver retried, and replays exactly the failed set', async ({
  page,
  cspViolations,
}) => {
  const receiver = await startReceiver();
  try {
    const owner = await freshMerchant(page.request, 'webhooks');
    const token = owner.session.token;
    const accountId = await openSignedIn(page, owner.session, owner.accountId);

    // 1. From getting started to the add form; the endpoint opens its page, where the secret is.
    const step = t('gettingStarted:steps.webhook_endpoint.title');
    const action = t('gettingStarted:steps.webhook_endpoint.action');
    await page.getByRole('link', { name: action, description: step }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByText(t('webhooks:form.addTitle'))).toBeVisible();
    await form.getByLabel(t('webhooks:form.url')).fill(receiver.url('/orders'));
    await form.getByLabel(t('webhooks:form.description')).fill('Order fulfilment');
    await form.getByLabel(t('webhooks:form.events')).fill('payment.succeeded');
    await page.locator('.ant-select-item-option[title="payment.succeeded"]').click();
    // The list stays open for more choices; clicking the dialog's title closes it.
    await form.getByText(t('webhooks:form.addTitle')).click();
    await form.getByRole('button', { name: t('webhooks:form.add') }).click();
    await expect(page).toHaveURL(/\/developers\/webhooks\/we_\w+$/);
    await expect(page.locator('[data-field="url"]')).toHaveText(receiver.url('/orders'));
    await page.getByRole('button', { name: t('webhooks:secret.reveal') }).click();
    const secret = (await page.getByTestId('signing-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    // A second receiver that fails, added through the API as a merchant's script would.
    receiver.answer('/broken', 500);
    const broken = await apiData<{ id: string }>(page.request, 'POST', '/api/webhook_endpoints', {
      token,
      body: { livemode: 0, url: receiver.url('/broken'), enabled_events: ['payment.succeeded'] },
    });

    // 2. A test payment through the merchant API, paid in full at the checkout.
    const payment = await apiData<Payment>(page.request, 'POST', '/api/payments', {
      token,
      body: { livemode: 0, payment_method: 'fps_hk', amount: 48_000, currency: 'HKD', reference: 'ORDER-15' },
    });
    const checkout = new URL(payment.action.url);
    await page.goto(`${checkout.pathname.replace(/^\//, '')}${checkout.search}`);
    await page.getByLabel(t('checkout:simulate.outcome.pay_full')).check();
    await page.getByRole('button', { name: t('checkout:simulate.pay', { amount: 'HKD 480.00' }) }).click();
    await expect(page.locator('[data-status="paid"]')).toHaveText(t('common:paymentStatus.paid'));

    // 3. The receiver verifies the signed payment.succeeded with the Standard Webhooks library.
    const [delivered] = await receiver.waitFor('/orders', 1);
    if (!delivered) throw new Error('no delivery');
    const event = receiver.verify(secret, delivered);
    expect(event).toMatchObject({ type: 'payment.succeeded', data: { object: { id: payment.id, status: 'paid' } } });
    expect(delivered.headers['webhook-id']).toBe(event.id);

    // 4. The failing receiver's payment.succeeded fails, and is tried again 5 s later (the test-mode schedule).
    const failedOf = () =>
      apiData<Histories>(
        page.request,
        'GET',
        `/api/webhook_histories?livemode=0&endpoint_id=${broken.id}&event_type=payment.succeeded&status=failed`,
        { token },
      );
    await expect
      .poll(async () => (await failedOf()).list.map((row) => row.attempt), { timeout: 30_000 })
      .toEqual([2, 1]);
    const filtered = `accounts/${accountId}/developers/webhook_histories?endpointId=${broken.id}&eventType=payment.succeeded&status=failed`;
    await page.goto(filtered);
    const rows = tableRows(page);
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toContainText(t('webhooks:historyStatus.failed'));
      await expect(row).toContainText('500');
      await expect(row).toContainText(payment.id);
    }
    await rows.first().click();
    await expect(page.locator('[data-field="attempt"]')).toHaveText(t('webhooks:history.attemptOf', { attempt: '2' }));
    await expect(page.locator('[data-field="code"]')).toHaveText('500');
    await expect(page.getByTestId('payload')).toContainText(payment.id);
    await page.goBack();

    // 5. The receiver is fixed; a replay of the failed filter counts one delivery and sends exactly it.
    receiver.answer('/broken', 200);
    const before = { orders: receiver.at('/orders').length, broken: receiver.at('/broken').length };
    await page.getByRole('button', { name: t('webhooks:replay.action') }).click();
    const replay = page.getByRole('dialog');
    await expect(replay.getByTestId('replay-count')).toHaveText(t('webhooks:replay.count_one', { count: '1' }));
    await replay.getByRole('button', { name: t('webhooks:replay.confirm') }).click();
    await expect(page.getByText(t('webhooks:replay.done_one', { count: '1' }))).toBeVisible();
    const replayed = (await receiver.waitFor('/broken', before.broken + 1)).at(-1);
    if (!replayed) throw new Error('no replay');
    const brokenSecret = await apiData<{ secret: string }>(
      page.request,
      'GET',
      `/api/webhook_endpoints/${broken.id}/secret?livemode=0`,
      { token },
    );
    const firstFailed = receiver.at('/broken')[0];
    expect(receiver.verify(brokenSecret.secret, replayed).id).toBe(firstFailed?.headers['webhook-id']);
    expect(replayed.body).toBe(firstFailed?.body);
    const replays = await apiData<Histories>(
      page.request,
      'GET',
      `/api/webhook_histories?livemode=0&endpoint_id=${broken.id}&status=succeeded`,
      { token },
    );
    expect(replays.list.map((row) => row.origin)).toEqual(['replay']);
    expect(receiver.at('/orders')).toHaveLength(before.orders);
    expect(cspViolations).toEqual([]);
  } finally {
    await receiver.close();
  }
});
