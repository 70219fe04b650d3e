import type { Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountIdByName,
  apiData,
  apiLogin,
  callApi,
  demoOwner,
  freshMerchant,
  openSignedIn,
} from './support/shell.ts';
import { tableRows } from './support/table.ts';

test.use({ locale: 'en-US' });
// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });
const t = catalog('en-US');

/** "YYYY-MM-DD HH:mm:ss" in a time zone, as the dashboard shows times (spec §9). */
const timeIn = (timeZone: string, unixSeconds: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(unixSeconds * 1000);

/** The details card's value for a label. */
const detail = (page: Page, label: string) =>
  page.locator('.ant-descriptions-row').filter({ has: page.getByText(label, { exact: true }) });

test('a disabled account says when it was disabled, when withdrawals open and the freeze, and cannot be edited', async ({
  page,
}) => {
  const session = await apiLogin(page.request, demoOwner);
  const archive = await accountIdByName(page.request, session, 'Harbour Lane Archive');
  const account = await apiData<{ time_disabled: number; time_withdrawals_available: number; freeze_days: number }>(
    page.request,
    'GET',
    `/v1/accounts/${archive}`,
    { token: session.token },
  );
  await openSignedIn(page, session, archive);

  // The demo owner's time zone is Hong Kong: the banner's times are in it.
  const banner = page.getByTestId('disabled-account-banner');
  await expect(banner).toContainText(
    t('account:disabledBanner.description', {
      disabledAt: timeIn('Asia/Hong_Kong', account.time_disabled),
      availableAt: timeIn('Asia/Hong_Kong', account.time_withdrawals_available),
      days: String(account.freeze_days),
    }),
  );
  expect(account.freeze_days).toBe(90);

  // On every account page; the settings can't be edited, and the server refuses too.
  const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
  await menu.getByText(t('shell:route.setting'), { exact: true }).click();
  await menu.getByRole('link', { name: t('shell:route.accountSetting'), exact: true }).click();
  await expect(page).toHaveURL(`/accounts/${archive}/setting/account`);
  await expect(banner).toBeVisible();
  await expect(detail(page, t('account:field.status'))).toContainText(t('account:status.disabled'));
  await expect(page.getByTestId('account-edit')).toBeDisabled();
  // The owner's grant on a disabled account leaves out the spec §6 forced-off list (account edit among them).
  const grant = await apiData<{ permissions: string[] | string }>(
    page.request,
    'GET',
    `/v1/accounts/${archive}/permissions`,
    { token: session.token },
  );
  expect(grant.permissions).toEqual(expect.arrayContaining(['read_account']));
  expect(grant.permissions).not.toContain('edit_account');
  const refused = await callApi(page.request, 'PUT', `/v1/accounts/${archive}`, {
    token: session.token,
    body: { name: 'Harbour Lane Archive' },
  });
  expect(refused.status).toBe(403);

  // Not on personal pages.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: t('settings:title') })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an owner edits the account, locks unique reference mode, and finds it all in the activity log and the merchant profile', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request, 'settings');
  const accountId = await openSignedIn(page, merchant.session);
  const name = `Night Market ${Date.now().toString(36)}`;

  // (b) Name and time zone, saved and still there after a reload.
  await page.goto(`/accounts/${accountId}/setting/account`);
  await page.getByRole('button', { name: t('account:setting.edit') }).click();
  await page.getByLabel(t('account:field.name')).fill(name);
  await page.getByLabel(t('account:field.timezone')).click();
  await page.getByLabel(t('account:field.timezone')).fill('Europe/Lon');
  await page.locator('.ant-select-item-option', { hasText: 'Europe/London' }).first().click();
  await page.getByRole('button', { name: buttonName(t('account:form.save')) }).click();
  await expect(page.getByText(t('account:form.saved'))).toBeVisible();
  await expect(page.getByTestId('account-switcher')).toContainText(name);
  await page.reload();
  await expect(detail(page, t('account:field.name'))).toContainText(name);
  await expect(detail(page, t('account:field.timezone'))).toContainText('Europe/London');
  await expect(detail(page, t('account:field.referenceUnique'))).toContainText(t('account:referenceUnique.off'));

  // Unique reference mode: a warning before saving, then on for good, its switch locked with the reason.
  await page.getByRole('button', { name: t('account:setting.edit') }).click();
  const unique = page.getByRole('switch', { name: t('account:field.referenceUnique') });
  await unique.click();
  await expect(page.getByText(t('account:referenceUnique.warning'))).toBeVisible();
  await page.getByRole('button', { name: buttonName(t('account:form.save')) }).click();
  // Saving it asks first, since it can't be undone.
  await expect(page.getByText(t('account:referenceUnique.confirmTitle'))).toBeVisible();
  await page.getByRole('button', { name: t('account:referenceUnique.confirm') }).click();
  await expect(page.getByText(t('account:form.saved'))).toBeVisible();
  await expect(detail(page, t('account:field.referenceUnique'))).toContainText(t('account:referenceUnique.on'));
  await expect(detail(page, t('account:field.referenceUnique'))).toContainText(t('account:referenceUnique.locked'));
  await page.getByRole('button', { name: t('account:setting.edit') }).click();
  await expect(unique).toBeChecked();
  await expect(unique).toBeDisabled();
  await expect(page.getByText(t('account:referenceUnique.locked'))).toBeVisible();
  // The server holds the same line.
  const locked = await callApi(request, 'PUT', `/v1/accounts/${accountId}`, {
    token: merchant.session.token,
    body: { enable_reference_unique: false },
  });
  expect(locked.status).toBe(409);
  expect(locked.body.error?.code).toBe('reference_unique_locked');

  // (c) Both edits in the activity log, filtered by action; the filter survives a reload.
  await page.goto('/operations');
  await page.getByLabel(t('operations:filters.action')).click();
  await page.locator(`.ant-select-item-option[title="${t('operations:action.updated')}"]`).click();
  await expect(page).toHaveURL(/[?&]action=updated/);
  await page.reload();
  const log = page.getByRole('table');
  const field = (key: string) => t(`operations:accountField.${key}`);
  const rows = tableRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(field('enable_reference_unique'));
  await expect(rows.nth(1)).toContainText(`${field('name')}, ${field('timezone')}`);
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row).toContainText(t('operations:action.updated'));
    await expect(row).toContainText(t('operations:source.account'));
    await expect(row).toContainText(accountId);
  }
  await expect(page.getByText(t('common:list.total', { total: '2' }))).toBeVisible();

  // The same log in the profile's operation log tab.
  await page.goto('/profile?tab=operationLog');
  await expect(page.getByRole('tab', { name: t('profile:tabs.operationLog'), selected: true })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(2);
  await expect(log).toContainText(field('enable_reference_unique'));

  // (d) The merchant profile: the merchant, its owner and its account under the new name.
  await page.goto('/merchant');
  const details = page.locator('.ant-card').filter({ hasText: t('merchant:details') });
  await expect(details).toContainText('Shell settings Trading');
  await expect(detail(page, t('merchant:field.owner'))).toContainText(merchant.email);
  await expect(detail(page, t('merchant:field.status'))).toContainText(t('merchant:status.normal'));
  const accounts = page.locator('.ant-card').filter({ hasText: t('merchant:accounts.title', { count: '1' }) });
  const link = accounts.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', `/accounts/${accountId}`);
  await expect(accounts).toContainText(t('merchant:accounts.state.inactivated'));
  await link.click();
  await expect(page).toHaveURL(`/accounts/${accountId}/getting-started`);
});
