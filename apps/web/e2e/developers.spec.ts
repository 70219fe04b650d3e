import type { Locator, Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { callApi, freshMerchant, openSignedIn } from './support/shell.ts';
import { tableRows } from './support/table.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });

type ListPage<T> = { list: T[]; total: number };

/** What a merchant's server sees when it calls the API with a key (a secret in full). */
const listMethodsWith = (page: Page, key: string) =>
  callApi<ListPage<{ method: string; livemode: boolean }>>(page.request, 'GET', '/api/payment_methods', { token: key });

/** The activity log's rows, newest first. */
const logRows = (page: Page) => tableRows(page);

test.describe('in English', () => {
  test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  const t = catalog('en-US');

  /** Ticks the acknowledgement and closes the dialog that shows a secret. */
  const acknowledge = async (dialog: Locator) => {
    const done = dialog.getByRole('button', { name: t('developers:secret.done') });
    await expect(done).toBeDisabled();
    await dialog.getByLabel(t('developers:secret.acknowledge')).check();
    await done.click();
    await expect(dialog).toBeHidden();
  };

  test('a new owner creates test keys, sees the secret once, uses it, rolls it, and finds both in the activity log', async ({
    page,
    cspViolations,
  }) => {
    const owner = await freshMerchant(page.request, 'keys');
    await openSignedIn(page, owner.session, owner.accountId);
    await page.goto(`/accounts/${owner.accountId}/developers/api_keys`);

    // An inactivated account runs in test mode: the page says so, and has no keys yet.
    await expect(page.getByRole('heading', { level: 3, name: t('developers:apiKeys.title') })).toBeVisible();
    await expect(page.getByTestId('mode-tag')).toHaveText(t('shell:mode.test'));
    await expect(page.getByText(t('developers:apiKeys.empty.test'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('developers:apiKeys.docs') })).toHaveAttribute('href', /\/docs$/);
    await page.getByRole('button', { name: t('developers:apiKeys.empty.create') }).click();

    // The secret in full, once; copied from the dialog, it is what the dialog shows.
    const created = page.getByRole('dialog', { name: t('developers:secret.createdTitle') });
    await expect(created.getByText(t('developers:secret.warningTitle'))).toBeVisible();
    const secret = (await created.getByTestId('revealed-secret').textContent()) ?? '';
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
    await expect(created.getByTestId('revealed-publishable')).toHaveText(/^pk_test_[0-9A-Za-z]{43}$/);
    await created
      .getByRole('button', { name: t('common:copy.label') })
      .last()
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // Escape doesn't close it before the acknowledgement.
    await page.keyboard.press('Escape');
    await expect(created).toBeVisible();
    await acknowledge(created);

    // A merchant's server calls the API with it: test mode, from the key.
    const first = await listMethodsWith(page, secret);
    expect(first.status).toBe(200);
    expect(first.body.data.list.every((method) => method.livemode === false)).toBe(true);

    // The list shows it masked from now on.
    const masked = `sk_test_…${secret.slice(-4)}`;
    const secretRow = page.getByRole('row').filter({ hasText: masked });
    await expect(secretRow).toContainText(t('developers:apiKeys.status.active'));
    await expect(page.getByText(secret)).toHaveCount(0);

    // Rolled with "now": the old secret stops at once, the new one works.
    await secretRow.getByRole('button', { name: t('developers:roll.action') }).click();
    const roll = page.getByRole('dialog', { name: t('developers:roll.title.secret') });
    await expect(roll.getByText(t('developers:roll.nowWarning'))).toBeVisible();
    await roll.getByRole('button', { name: t('developers:roll.submit') }).click();
    const rolled = page.getByRole('dialog', { name: t('developers:secret.rolledTitle') });
    const newSecret = (await rolled.getByTestId('revealed-secret').textContent()) ?? '';
    expect(newSecret).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
    expect(newSecret).not.toBe(secret);
    await acknowledge(rolled);
    await expect(page.getByRole('row').filter({ hasText: `sk_test_…${newSecret.slice(-4)}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: masked })).toHaveCount(0);

    expect((await listMethodsWith(page, secret)).status).toBe(401);
    expect((await listMethodsWith(page, newSecret)).status).toBe(200);

    // The activity log has the creation and the roll, with masked keys only.
    await page.goto('/operations');
    await expect(logRows(page)).toHaveCount(2);
    await expect(logRows(page).nth(0)).toContainText(t('operations:action.updated'));
    await expect(logRows(page).nth(0)).toContainText(`${masked} → sk_test_…${newSecret.slice(-4)}`);
    await expect(logRows(page).nth(1)).toContainText(t('operations:action.created'));
    await expect(logRows(page).nth(1)).toContainText(masked);
    for (const row of [logRows(page).nth(0), logRows(page).nth(1)]) {
      await expect(row).toContainText(t('operations:source.apiKey'));
    }
    await expect(page.getByRole('table')).not.toContainText(secret);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  const t = catalog('zh-CN');

  test('a new owner disables a payment method after a confirmation, filters by status, and finds it in the activity log', async ({
    page,
  }) => {
    const owner = await freshMerchant(page.request, 'methods');
    await openSignedIn(page, owner.session, owner.accountId);
    await page.goto(`/accounts/${owner.accountId}/paymentMethods`);
    await expect(page.getByRole('heading', { level: 3, name: t('paymentMethods:list.title') })).toBeVisible();
    await expect(page.getByTestId('mode-tag')).toHaveText(t('shell:mode.test'));

    // Every method of a pay-in account starts enabled.
    const alipay = page.getByRole('row').filter({ hasText: 'alipay_cn' });
    const name = t('paymentMethods:method.alipay_cn');
    await expect(alipay).toContainText(name);
    await expect(alipay.locator('.ant-tag').filter({ hasText: t('paymentMethods:status.enable') })).toHaveClass(
      /ant-tag-green/,
    );

    // Disabling asks first.
    await alipay.getByRole('switch', { name: t('paymentMethods:toggle.label', { name }) }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(t('paymentMethods:toggle.disableTitle', { name }));
    await confirm.getByRole('button', { name: buttonName(t('paymentMethods:toggle.disable')) }).click();
    await expect(page.getByText(t('paymentMethods:toggle.disabled', { name }))).toBeVisible();
    const disabledTag = alipay.locator('.ant-tag').filter({ hasText: t('paymentMethods:status.disable') });
    await expect(disabledTag).toBeVisible();
    await expect(disabledTag).not.toHaveClass(/ant-tag-green/);

    // Its detail says so too.
    await alipay.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/accounts/${owner.accountId}/paymentMethods/alipay_cn`);
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    const status = page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${t('paymentMethods:detail.field.status')}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect(status).toContainText(t('paymentMethods:status.disable'));
    await expect(page.getByRole('region', { name: t('paymentMethods:detail.fees') })).toContainText('2.20%');

    // Back on the list, the status filter shows only the disabled method, and keeps it in the URL.
    await page.getByRole('link', { name: t('paymentMethods:detail.back') }).click();
    await page.getByLabel(t('paymentMethods:filters.status')).click();
    await page.locator(`.ant-select-item-option[title="${t('paymentMethods:status.disable')}"]`).click();
    await expect(page).toHaveURL(/[?&]status=disable/);
    await expect(tableRows(page)).toHaveCount(1);
    await page.reload();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(page.getByRole('table')).toContainText('alipay_cn');

    // The change is in the activity log.
    await page.goto('/operations');
    await expect(logRows(page)).toHaveCount(1);
    await expect(logRows(page).first()).toContainText(t('operations:source.paymentMethod'));
    await expect(logRows(page).first()).toContainText('alipay_cn [test]: enable → disable');
  });
});
