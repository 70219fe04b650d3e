import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, callApi, createAccount, freshMerchant, openSignedIn, userAccounts } from './support/shell.ts';

test.use({ locale: 'en-US' });
const t = catalog('en-US');

test('an owner adds an account, switches to it, and meets the limit of 10', async ({ page, request }) => {
  test.setTimeout(120_000);
  const merchant = await freshMerchant(request, 'switcher');
  const first = await openSignedIn(page, merchant.session);
  expect(first).toBe(merchant.accountId);
  const switcher = page.getByTestId('account-switcher');
  const rows = page.getByTestId('switcher-account');

  // One account so far: the current one, not activated (yellow), with a link to its settings.
  await switcher.click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-dot', 'inactivated');
  await expect(rows.first()).toContainText(t('shell:switcher.status.inactivated'));
  await expect(rows.first().getByRole('link', { name: t('shell:switcher.edit') })).toHaveAttribute(
    'href',
    `/accounts/${first}/setting/account`,
  );

  // Add one through the modal: limit banner, counter, the spec §5 form with its defaults.
  await page.getByRole('button', { name: t('shell:switcher.add') }).click();
  const modal = page.getByRole('dialog', { name: t('shell:createAccount.title') });
  await expect(modal.getByText(t('shell:createAccount.limit', { max: '10' }))).toBeVisible();
  await expect(modal.getByTestId('account-counter')).toContainText('1 / 10');
  await expect(modal.getByRole('checkbox', { name: t('shell:createAccount.businessTypes.payin') })).toBeChecked();
  await expect(modal.getByText('USD', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: buttonName(t('shell:createAccount.submit')) }).click();
  await expect(modal.getByText(t('shell:createAccount.nameRequired'))).toBeVisible();
  await expect(modal.getByText(t('shell:createAccount.countryRequired'))).toBeVisible();
  await modal.getByLabel(t('shell:createAccount.name')).fill('Night Market SG');
  await modal.getByLabel(t('shell:createAccount.country')).click();
  await modal.getByLabel(t('shell:createAccount.country')).fill('SG');
  await page.locator('.ant-select-item-option', { hasText: 'Singapore' }).first().click();
  await modal.getByRole('checkbox', { name: t('shell:createAccount.businessTypes.payout') }).check();
  await modal.getByRole('button', { name: buttonName(t('shell:createAccount.submit')) }).click();
  await expect(page.getByText(t('shell:createAccount.created'))).toBeVisible();
  await expect(modal).toBeHidden();

  // The page reloaded: the new account is listed; choosing it reloads the same page under its id.
  await page.goto(`/accounts/${first}/balance/settlements`);
  await switcher.click();
  await expect(rows).toHaveCount(2);
  const added = rows.filter({ hasText: 'Night Market SG' });
  const addedId = (await added.getAttribute('data-account-id')) ?? '';
  await added.click();
  await expect(page).toHaveURL(`/accounts/${addedId}/balance/settlements`);
  await expect(switcher).toContainText('Night Market SG');
  expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBe(addedId);
  const created = await apiData<{ enable_business: string[]; default_settlement_currency: string; country: string }>(
    request,
    'GET',
    `/v1/accounts/${addedId}`,
    { token: merchant.session.token },
  );
  expect(created).toMatchObject({
    enable_business: ['payin', 'payout'],
    default_settlement_currency: 'USD',
    country: 'SG',
  });

  // Up to the limit through the API; the eleventh is refused, and the modal says so.
  for (let n = 3; n <= 10; n += 1)
    expect((await createAccount(request, merchant.session, `Stall ${n}`)).status).toBe(200);
  expect(await userAccounts(request, merchant.session)).toHaveLength(10);
  const refused = await callApi(request, 'POST', '/v1/accounts', {
    token: merchant.session.token,
    body: {
      account_name: 'One too many',
      country: 'HK',
      enable_business: ['payin'],
      default_settlement_currency: 'USD',
    },
  });
  expect(refused.status).toBe(409);
  expect(refused.body.error?.code).toBe('account_limit_reached');

  await page.reload();
  await switcher.click();
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: t('shell:switcher.add') }).click();
  await expect(modal.getByTestId('account-counter')).toContainText('10 / 10');
  await expect(modal.getByText(t('shell:createAccount.limitReached', { max: '10' }))).toBeVisible();
  await expect(modal.getByRole('button', { name: buttonName(t('shell:createAccount.submit')) })).toBeDisabled();
  await expect(modal.getByLabel(t('shell:createAccount.name'))).toBeDisabled();
});

// A disabled merchant's accounts (listed, grey, not selectable) need a merchant disabled in the
// database, which no API does: covered by the unit tests (account-status, shell) instead.
