import type { Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, freshMerchant, openSignedIn } from './support/shell.ts';
import { tableRows } from './support/table.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });

type Payment = { id: string; action: { url: string } };

/** A test payment of `amount` HKD cents made through the merchant API with the session. */
const testPayment = (page: Page, token: string, amount: number, reference: string) =>
  apiData<Payment>(page.request, 'POST', '/api/payments', {
    token,
    body: { livemode: 0, payment_method: 'fps_hk', amount, currency: 'HKD', reference },
  });

/** The payer pays it in full on the checkout simulator (the token is in its action url). */
const payInFull = async (page: Page, payment: Payment) => {
  const checkout = new URL(payment.action.url).searchParams.get('token');
  await apiData(page.request, 'POST', `/v1/checkout/${payment.id}/simulate`, {
    body: { token: checkout, outcome: 'pay_full' },
  });
};

/** A payment of the demo merchant: another merchant's id, which must look unknown to anyone else. */
const foreignPaymentId = async (page: Page) => {
  const demo = await apiLogin(page.request, demoOwner);
  const hk = await accountIdByName(page.request, demo, 'Harbour Lane HK');
  await apiData(page.request, 'POST', '/v1/select_account', { token: demo.token, body: { account_id: hk } });
  const list = await apiData<{ list: { id: string }[] }>(
    page.request,
    'GET',
    '/api/payments?livemode=0&time_created[gte]=0',
    { token: demo.token },
  );
  const id = list.list[0]?.id;
  if (!id) throw new Error('the demo has no test payments');
  return id;
};

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  const t = catalog('en-US');

  test('a merchant finds a paid test payment, refunds part of it after the checks and a confirmation, and cancels an unpaid one', async ({
    page,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'payments');
    const token = owner.session.token;
    const paid = await testPayment(page, token, 25_000, 'E2E-PAID');
    await payInFull(page, paid);
    const unpaid = await testPayment(page, token, 9_900, 'E2E-UNPAID');

    await openSignedIn(page, owner.session, owner.accountId);
    const list = `/accounts/${owner.accountId}/transaction/payments`;
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 3, name: t('payments:list.title') })).toBeVisible();
    const rows = tableRows(page);
    await expect(rows).toHaveCount(2);

    // Only the paid one is left once the list shows paid payments.
    await page.getByLabel(t('payments:filters.status')).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: t('common:paymentStatus.paid') })
      .first()
      .click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: 'E2E-PAID' });
    await expect(row).toContainText('HKD 250.00');
    await expect(row).toContainText(t('paymentMethods:method.fps_hk'));
    await row.getByRole('link', { name: paid.id }).click();

    await expect(page).toHaveURL(`${list}/${paid.id}`);
    await expect(page.getByTestId('payment-amount')).toHaveText('HKD 250.00');
    await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.paid'));
    await expect(page.locator('dd[data-field="amountRefundable"]')).toHaveText('HKD 250.00');

    // The dialog checks the amount as the server does before anything is sent.
    await page.getByRole('button', { name: t('payments:refund.action'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('payments:refund.title') });
    const amount = dialog.getByLabel(t('payments:refund.amount'));
    // Empty until typed, or until the full refund is chosen.
    await expect(amount).toHaveValue('');
    await dialog.getByRole('button', { name: t('payments:refund.full') }).click();
    await expect(amount).toHaveValue('250.00');
    const next = dialog.getByRole('button', { name: t('payments:refund.continue') });
    // The description's character counter sits above the buttons, not over them.
    const counter = await dialog.locator('.ant-input-data-count').boundingBox();
    const nextBox = await next.boundingBox();
    expect((counter?.y ?? 0) + (counter?.height ?? 0)).toBeLessThanOrEqual(nextBox?.y ?? 0);
    await amount.fill('0');
    await next.click();
    await expect(dialog.getByText(t('payments:refund.amountZero'))).toBeVisible();
    await amount.fill('300');
    await next.click();
    await expect(dialog.getByText(t('payments:refund.amountExceeded', { excess: 'HKD 50.00' }))).toBeVisible();

    // A valid amount is named back before the money moves.
    await amount.fill('20');
    await dialog.getByLabel(t('payments:refund.description')).fill('Chipped cup');
    await next.click();
    await expect(dialog.getByTestId('refund-confirmation')).toContainText(
      t('payments:refund.question', { amount: 'HKD 20.00', id: paid.id }),
    );
    await dialog.getByRole('button', { name: t('payments:refund.confirm') }).click();
    await expect(dialog).toBeHidden();

    // The refund is in the section, and the remainder went down.
    const refunds = page.getByRole('region', { name: t('payments:detail.refunds') });
    const refundRow = refunds.getByRole('row').filter({ hasText: 'Chipped cup' });
    await expect(refundRow).toContainText('HKD 20.00');
    await expect(refundRow.getByRole('link', { name: /^re_/ })).toHaveAttribute(
      'href',
      new RegExp(`/accounts/${owner.accountId}/transaction/refunds/re_\\w+$`),
    );
    await expect(page.locator('dd[data-field="amountRefundable"]')).toHaveText('HKD 230.00');

    // The unpaid one can be canceled, after a confirmation; then it can't any more.
    await page.goto(`${list}/${unpaid.id}`);
    await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.created'));
    await page.getByRole('button', { name: t('payments:cancel.action') }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(t('payments:cancel.title'));
    await confirm.getByRole('button', { name: buttonName(t('payments:cancel.confirm')) }).click();
    await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.canceled'));
    await expect(page.getByRole('button', { name: t('payments:cancel.action') })).toHaveCount(0);

    // Another merchant's payment is as unknown as one that never existed.
    for (const id of [await foreignPaymentId(page), 'pay_doesNotExist0000000000']) {
      await page.goto(`${list}/${id}`);
      await expect(page.getByTestId('payment-not-found')).toContainText(t('payments:detail.notFound'));
    }
    expect(cspViolations).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  const t = catalog('zh-CN');

  test("an unknown payment id shows the payment's not-found message", async ({ page }) => {
    const owner = await freshMerchant(page.request, 'payments-zh');
    await openSignedIn(page, owner.session, owner.accountId);
    await page.goto(`/accounts/${owner.accountId}/transaction/payments/pay_doesNotExist0000000000`);
    const notFound = page.getByTestId('payment-not-found');
    await expect(notFound).toContainText(t('payments:detail.notFound'));
    await notFound.getByRole('link', { name: buttonName(t('payments:detail.back')) }).click();
    await expect(page).toHaveURL(`/accounts/${owner.accountId}/transaction/payments`);
    await expect(page.getByText(t('payments:list.empty'))).toBeVisible();
  });
});
