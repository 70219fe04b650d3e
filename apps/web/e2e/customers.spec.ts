import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, freshMerchant, openSignedIn } from './support/shell.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });

/** A detail field's value (the <dd> the page marks with the field's key). */
const field = (page: Page, key: string) => page.locator(`dd[data-field="${key}"]`);

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  const t = catalog('en-US');

  test('a new merchant creates a customer, finds it, edits its phone and sees its payments', async ({
    page,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'customers');
    await openSignedIn(page, owner.session, owner.accountId);
    await page.goto(`/accounts/${owner.accountId}/customers`);

    // No customer yet: the list invites to create one.
    await expect(page.getByRole('heading', { level: 3, name: t('customers:list.title') })).toBeVisible();
    const empty = page.getByTestId('no-customers');
    // A new merchant's list is empty in the default range (the last 31 days).
    await expect(empty).toContainText(t('customers:list.emptyInRange'));
    await empty.getByRole('link', { name: t('customers:list.create') }).click();
    await expect(page).toHaveURL(/\/customers\/create$/);

    // A first submit with mistakes: each is said under its field, and nothing is created.
    await page.getByLabel(t('customers:field.email')).fill('ada@');
    await page.getByLabel(t('customers:field.phone')).fill('6012 3456');
    const submit = page.getByRole('button', { name: t('customers:create.submit') });
    await submit.click();
    await expect(page.getByText(t('customers:form.nameRequired'))).toHaveCount(2);
    await expect(page.getByText(t('customers:form.emailInvalid'))).toBeVisible();
    await expect(page.getByText(t('customers:form.phoneInvalid'))).toBeVisible();
    await expect(page).toHaveURL(/\/customers\/create$/);

    // Corrected, with a document and an address: the new customer opens on its detail.
    const email = `ada.wong.${Date.now()}@example.com`;
    await page.getByLabel(t('customers:field.firstName')).fill('Ada');
    await page.getByLabel(t('customers:field.lastName')).fill('Wong');
    await page.getByLabel(t('customers:field.email')).fill(email);
    await page.getByLabel(t('customers:field.phone')).fill('+85260123456');
    await page.getByLabel(t('customers:field.documentType')).click();
    await page.getByTitle(t('customers:documentType.passport')).click();
    await page.getByLabel(t('customers:field.documentNumber')).fill('K7654321');
    await page.getByLabel(t('customers:field.city')).fill('Hong Kong');
    await page.getByLabel(t('customers:field.line1')).fill('1 Queen’s Road Central');
    await submit.click();
    await expect(page).toHaveURL(/\/customers\/cus_\w+$/);
    const id = page.url().split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 3, name: 'Ada Wong' })).toBeVisible();
    await expect(field(page, 'email')).toHaveText(email);
    await expect(field(page, 'documentType')).toHaveText(t('customers:documentType.passport'));
    await expect(field(page, 'line1')).toHaveText('1 Queen’s Road Central');
    await expect(page.getByTestId('no-mandates')).toBeVisible();

    // In the list; a search by email finds it, one by another name doesn't.
    await page.getByRole('link', { name: t('customers:detail.back') }).click();
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row).toContainText('Ada Wong');
    await expect(row).toContainText('+85260123456');
    const search = page.getByRole('textbox', { name: t('customers:filters.search') });
    await search.fill('nobody-by-that-name');
    await search.press('Enter');
    await expect(page.getByText(t('customers:list.emptyFiltered'))).toBeVisible();
    await search.fill(email.toUpperCase());
    await search.press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(row).toBeVisible();

    // Edited on its detail: the new phone shows, and the list's row follows.
    await row.getByRole('link', { name: id }).click();
    await page.getByRole('button', { name: t('customers:edit.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('customers:edit.title') });
    await expect(dialog.getByLabel(t('customers:field.firstName'))).toHaveValue('Ada');
    await dialog.getByLabel(t('customers:field.phone')).fill('+6581234567');
    await dialog.getByRole('button', { name: t('customers:edit.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'phone')).toHaveText('+6581234567');

    // A payment made through the API for the customer shows in its payments, linking to it.
    const payment = await apiData<{ id: string }>(page.request, 'POST', '/api/payments', {
      token: owner.session.token,
      body: { livemode: 0, payment_method: 'fps_hk', amount: 12_300, currency: 'HKD', customer_id: id },
    });
    await page.reload();
    const payments = page.getByRole('region', { name: t('customers:payments.title') });
    const paymentLink = payments.getByRole('link', { name: payment.id });
    await expect(paymentLink).toHaveAttribute(
      'href',
      `/accounts/${owner.accountId}/transaction/payments/${payment.id}`,
    );
    await expect(payments.getByRole('row').filter({ hasText: payment.id })).toContainText('HKD 123.00');
    await expect(payments).toContainText(t('common:paymentStatus.created'));

    // An id the account doesn't have is not found.
    await page.goto(`/accounts/${owner.accountId}/customers/cus_unknown`);
    await expect(page.getByTestId('customer-not-found')).toContainText(t('customers:detail.notFound'));
    expect(cspViolations).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  const t = catalog('zh-CN');

  test("another merchant's customer is not found, in Chinese", async ({ page }) => {
    const other = await freshMerchant(page.request, 'customers-foreign');
    const foreign = await apiData<{ id: string }>(page.request, 'POST', '/api/customers', {
      token: other.session.token,
      body: { livemode: 0, first_name: 'Wai', last_name: 'Chan' },
    });
    const session = await apiLogin(page.request, demoOwner);
    const accountId = await accountIdByName(page.request, session, 'Harbour Lane HK');
    await openSignedIn(page, session, accountId);
    await page.goto(`/accounts/${accountId}/customers/${foreign.id}`);
    const notFound = page.getByTestId('customer-not-found');
    await expect(notFound).toContainText(t('customers:detail.notFound'));
    await notFound.getByRole('link', { name: t('customers:detail.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/customers$`));
    await expect(page.getByRole('heading', { level: 3, name: t('customers:list.title') })).toBeVisible();
  });
});
