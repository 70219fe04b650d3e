import type { Locator, Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, freshMerchant, openSignedIn, password } from './support/shell.ts';

/**
 * Three everyday tasks with the keyboard alone: no click, no pointer. Focus moves with Tab (and
 * the arrow keys inside a menu), actions run with Enter or Space, and each step waits for what
 * the user would see.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-US' });
const t = catalog('en-US');

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never gets it. */
const tabTo = async (page: Page, target: Locator, most = 40) => {
  for (let presses = 0; presses < most; presses += 1) {
    if (
      await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never got the focus in ${most} presses of Tab`);
};

test('signs in with the keyboard alone', async ({ page, request }) => {
  const owner = await freshMerchant(request, 'keys-in');
  await page.goto('user/login');
  await tabTo(page, page.getByLabel(t('user:login.email')));
  await page.keyboard.type(owner.email);
  await tabTo(page, page.getByLabel(t('user:login.password'), { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  // A new owner without two-factor authentication is asked to set it up first; "later" goes on.
  await expect(page).toHaveURL(/\/user\/mfa-reminder/);
  await tabTo(page, page.getByRole('link', { name: t('user:mfaReminder.later') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('refunds part of a payment with the keyboard alone', async ({ page, request }) => {
  const owner = await freshMerchant(request, 'keys-refund');
  const payment = await apiData<{ id: string; action: { url: string } }>(request, 'POST', '/api/payments', {
    token: owner.session.token,
    body: { livemode: 0, payment_method: 'fps_hk', amount: 48_000, currency: 'HKD', reference: 'KEYS-1' },
  });
  await apiData(request, 'POST', `/v1/checkout/${payment.id}/simulate`, {
    body: { token: new URL(payment.action.url).searchParams.get('token'), outcome: 'pay_full' },
  });
  await openSignedIn(page, owner.session, owner.accountId);
  await page.goto(`/accounts/${owner.accountId}/transaction/payments/${payment.id}`);

  const refund = page.getByRole('button', { name: t('payments:refund.action'), exact: true });
  await tabTo(page, refund);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('payments:refund.title') });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel(t('payments:refund.amount')));
  await page.keyboard.type('80');
  await tabTo(page, dialog.getByRole('button', { name: t('payments:refund.continue') }));
  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: t('payments:refund.confirm') });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: t('payments:detail.refunds') })
      .getByRole('row')
      .nth(1),
  ).toContainText('HKD 80.00');
});

test('invites a member with the keyboard alone', async ({ page, request }) => {
  const owner = await freshMerchant(request, 'keys-invite');
  const teammate = `keys.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await openSignedIn(page, owner.session, owner.accountId);
  await page.goto(`/accounts/${owner.accountId}/team?tab=invites`);

  await tabTo(page, page.getByRole('button', { name: t('team:invites.invite') }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: t('team:inviteForm.title') });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByLabel(t('team:inviteForm.email')));
  await page.keyboard.type(teammate);
  // The role list opens with the arrow key, and Enter picks the option it moved to.
  await tabTo(page, form.getByLabel(t('team:inviteForm.role')));
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  await page.keyboard.press('Enter');
  // The chosen role's description shows under the field.
  await expect(form.locator('.ant-form-item-extra')).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: buttonName(t('team:inviteForm.submit')) }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('team:inviteForm.sent', { email: teammate }))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: teammate })).toContainText(t('team:invites.statuses.inviting'));
});
