import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, freshMerchant, openSignedIn } from './support/shell.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 180_000 });

/** A detail field's value (the <dd> the page marks with the field's key). */
const field = (page: Page, key: string) => page.locator(`dd[data-field="${key}"]`);

/** A date-time three days from now as the pickers type it, in the browser's own zone. */
const inThreeDays = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Date.now() + 3 * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:00`;
  });

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  const t = catalog('en-US');

  test('a customer signs a mandate; its subscription runs trial → active → completed by the test clock', async ({
    page,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'recurring');
    const customer = await apiData<{ id: string }>(page.request, 'POST', '/api/customers', {
      token: owner.session.token,
      body: { livemode: 0, first_name: 'Mei', last_name: 'Chan' },
    });
    await openSignedIn(page, owner.session, owner.accountId);

    // The merchant asks the customer for a mandate from the customer's page.
    await page.goto(`/accounts/${owner.accountId}/customers/${customer.id}`);
    await expect(page.getByTestId('no-mandates')).toBeVisible();
    await page.getByRole('button', { name: t('customers:mandates.create') }).click();
    const ask = page.getByRole('dialog', { name: t('customers:mandates.createTitle') });
    await ask.getByLabel(t('customers:mandates.method')).click();
    await page.getByTitle(t('paymentMethods:method.alipay_hk'), { exact: true }).click();
    await ask.getByRole('button', { name: t('customers:mandates.createSubmit') }).click();
    const link = page.getByTestId('new-signing-link').locator('code');
    await expect(link).toContainText('/mandate/mdt_');
    const signing = new URL((await link.textContent()) ?? '');

    // The customer signs it on the hosted page (test mode: the simulator answers for them).
    await page.goto(`${signing.pathname}${signing.search}`);
    await expect(page.getByText(t('mandateSigning:mode.testTitle'))).toBeVisible();
    await page.getByRole('radio', { name: t('mandateSigning:simulate.outcome.sign') }).check();
    await page.getByRole('button', { name: t('mandateSigning:simulate.sign') }).click();
    await expect(page.getByText(t('mandateSigning:outcome.succeeded'))).toBeVisible();

    // A weekly subscription of three charges, with a three-day trial, billed by a test clock.
    await page.goto(`/accounts/${owner.accountId}/subscriptions/create?customer=${customer.id}`);
    await page.getByLabel(t('recurring:create.mandate')).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'mdt_' }).click();
    await page.getByLabel(t('recurring:create.amount')).fill('99.00');
    await page.getByRole('combobox', { name: t('recurring:create.intervalUnit') }).click();
    await page.getByTitle(t('recurring:interval.every.week'), { exact: true }).click();
    await page.getByRole('spinbutton', { name: t('recurring:create.intervalCount') }).fill('3');
    const trialEnd = page.getByLabel(t('recurring:create.trialEnd'));
    await trialEnd.click();
    await trialEnd.fill(await inThreeDays(page));
    // The picker takes a typed time once confirmed (Enter would submit the whole form).
    await page.locator('.ant-picker-ok button').click();
    await page.getByLabel(t('recurring:create.description')).fill('Coffee beans');
    await page.getByRole('checkbox', { name: t('recurring:create.testClock') }).check();
    await page.getByRole('button', { name: t('recurring:create.submit') }).click();

    await expect(page).toHaveURL(/\/subscriptions\/sub_\w+$/);
    await expect(field(page, 'status')).toHaveText(t('common:subscriptionStatus.trialing'));
    await expect(field(page, 'completed')).toHaveText('0 of 3');
    const clock = page.getByTestId('test-clock');
    const charges = page.getByRole('region', { name: t('recurring:payments.title') });
    const toNextCharge = clock.getByRole('button', { name: t('recurring:testClock.toNextCharge') });

    // The trial ends: the first charge is made, the subscription is active.
    await toNextCharge.click();
    await expect(field(page, 'status')).toHaveText(t('common:subscriptionStatus.active'));
    await expect(field(page, 'completed')).toHaveText('1 of 3');
    await expect(charges.getByRole('row').filter({ hasText: 'HKD 99.00' })).toHaveCount(1);

    // Two more weeks, a step each: every charge shows, then the last one completes it.
    await toNextCharge.click();
    await expect(field(page, 'completed')).toHaveText('2 of 3');
    await toNextCharge.click();
    await expect(field(page, 'status')).toHaveText(t('common:subscriptionStatus.completed'));
    await expect(field(page, 'completed')).toHaveText('3 of 3');
    await expect(charges.getByRole('row').filter({ hasText: t('common:paymentStatus.paid') })).toHaveCount(3);
    await expect(clock).toContainText(t('recurring:testClock.ended'));

    // The subscriptions list shows it completed.
    await page.goto(`/accounts/${owner.accountId}/subscriptions`);
    const row = page.getByRole('row').filter({ hasText: 'HKD 99.00' });
    await expect(row).toContainText(t('common:subscriptionStatus.completed'));
    await expect(row).toContainText('3/3');
    expect(cspViolations).toEqual([]);
  });
});
