import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { freshMerchant, openSignedIn } from './support/shell.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });

test.use({ locale: 'en-US' });
const t = catalog('en-US');
const fps = t('paymentMethods:method.fps_hk');

/** On the test payment screen: an FPS payment of the amount, then its result view. */
const createTestPayment = async (page: Page, amount: string, description: string) => {
  await expect(page.getByRole('heading', { level: 3, name: t('checkout:testPayment.title') })).toBeVisible();
  await page.getByRole('combobox').first().click();
  await page.locator('.ant-select-item-option', { hasText: fps }).click();
  await page.getByLabel(t('checkout:testPayment.amount')).fill(amount);
  await page.getByLabel(t('checkout:testPayment.description')).fill(description);
  await page.getByRole('button', { name: t('checkout:testPayment.submit') }).click();
  await expect(page).toHaveURL(/\/paymentMethods\/test_payment\/pay_\w+$/);
  await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.created'));
  return page.url().split('/').pop() ?? '';
};

/** Opens the payment's checkout page from the result view, in a new tab. */
const openCheckout = async (page: Page) => {
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: t('checkout:testPayment.result.openCheckout') }).click();
  const checkout = await popup;
  await expect(checkout.getByTestId('checkout-mode')).toContainText(t('checkout:mode.testTitle'));
  return checkout;
};

test('a new merchant pays test payments on the checkout page: under-pay, fail with a reason, expire; a wrong link is not found', async ({
  page,
  cspViolations,
}) => {
  const owner = await freshMerchant(page.request, 'checkout');
  const accountId = await openSignedIn(page, owner.session, owner.accountId);

  // From the payment methods list to the test payment screen.
  await page.goto(`accounts/${accountId}/paymentMethods`);
  await page.getByRole('link', { name: t('checkout:testPayment.create') }).click();
  await expect(page.getByTestId('always-test')).toHaveText(t('checkout:testPayment.alwaysTest'));

  // Under-paid: HKD 100.00 of HKD 250.00, on the checkout and on the result view.
  const underpaid = await createTestPayment(page, '250', 'E2E under-pay');
  let checkout = await openCheckout(page);
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('HKD 250.00');
  await expect(checkout.getByText('E2E under-pay')).toBeVisible();
  await checkout.getByLabel(t('checkout:simulate.outcome.underpay')).check();
  await checkout.getByLabel(t('checkout:simulate.amount')).fill('100');
  await checkout.getByRole('button', { name: t('checkout:simulate.pay', { amount: 'HKD 100.00' }) }).click();
  await expect(checkout.getByText(t('checkout:outcome.under_paid'))).toBeVisible();
  await expect(checkout.locator('[data-status="under_paid"]')).toHaveText(t('checkout:payerStatus.under_paid'));
  await checkout.close();
  // The result view follows by itself.
  await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.under_paid'));
  await expect(page.locator('dd[data-field="amountPaid"]')).toHaveText('HKD 100.00');

  // Failed with the chosen reason.
  await page.getByRole('link', { name: t('checkout:testPayment.result.back') }).click();
  await createTestPayment(page, '80.50', 'E2E fail');
  checkout = await openCheckout(page);
  await checkout.getByLabel(t('checkout:simulate.outcome.fail')).check();
  await checkout.getByLabel(t('checkout:failure.insufficient_funds')).check();
  await checkout.getByRole('button', { name: t('checkout:simulate.fail') }).click();
  await expect(checkout.getByText(t('checkout:outcome.failed'))).toBeVisible();
  await expect(checkout.getByTestId('checkout-outcome')).toContainText(t('checkout:failure.insufficient_funds'));
  await checkout.close();
  await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.failed'));
  await expect(page.getByTestId('failure-message')).toContainText(t('checkout:failure.insufficient_funds'));

  // Expired.
  await page.getByRole('link', { name: t('checkout:testPayment.result.back') }).click();
  await createTestPayment(page, '12', 'E2E expire');
  checkout = await openCheckout(page);
  await checkout.getByLabel(t('checkout:simulate.outcome.expire')).check();
  await checkout.getByRole('button', { name: t('checkout:simulate.expire') }).click();
  await expect(checkout.getByText(t('checkout:outcome.expired'))).toBeVisible();
  // A payment that is over offers no more choices, also when the page is opened again.
  await checkout.reload();
  await expect(checkout.getByText(t('checkout:outcome.expired'))).toBeVisible();
  await expect(checkout.getByRole('button', { name: t('checkout:simulate.expire') })).toHaveCount(0);
  await checkout.close();
  await expect(page.locator('dd[data-field="status"]')).toHaveText(t('common:paymentStatus.expired'));

  // The first payment's page with a wrong token: not found, like an unknown payment.
  await page.goto(`checkout/${underpaid}?token=chk_wrong`);
  await expect(page.getByText(t('checkout:notFound.title'))).toBeVisible();
  await page.goto('checkout/pay_unknown?token=chk_x');
  await expect(page.getByText(t('checkout:notFound.title'))).toBeVisible();

  expect(cspViolations).toEqual([]);
});
