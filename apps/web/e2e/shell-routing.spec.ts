import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiLogin, demoFinance, demoOwner, openSignedIn } from './support/shell.ts';

test.use({ locale: 'en-US' });
// Each full page load runs the shell's start-up fetches; a few of them exceed the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const t = catalog('en-US');

test('an unauthenticated visitor signs in first, then comes back to the page (under the current account)', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/accounts/acct_someone_else/transaction/payments?status=paid');
  await expect(page).toHaveURL(
    `/user/login?redirect=${encodeURIComponent('/accounts/acct_someone_else/transaction/payments?status=paid')}`,
  );
  await page.getByLabel(t('user:login.email')).fill(demoOwner.email);
  await page.getByLabel(t('user:login.password')).fill(demoOwner.password);
  await page.getByRole('button', { name: buttonName(t('user:login.submit')) }).click();
  // The demo owner has no 2FA: the reminder comes first, then the page asked for.
  await page.getByRole('link', { name: t('user:mfaReminder.later') }).click();
  // The account id in the path is not the user's current account: rewritten to it.
  await expect(page).toHaveURL(/\/accounts\/acct_\w+\/transaction\/payments\?status=paid$/);
  expect(page.url()).not.toContain('acct_someone_else');
  await expect(page.getByRole('heading', { name: t('shell:route.payments') })).toBeVisible();
  // The page keeps the query it was asked with: its status filter shows paid.
  await expect(page.getByTestId('payments-filters')).toContainText(t('common:paymentStatus.paid'));
  expect(cspViolations).toEqual([]);
});

test.describe('signed in as the demo owner', () => {
  let hk = '';
  test.beforeEach(async ({ page }) => {
    const session = await apiLogin(page.request, demoOwner);
    hk = await accountIdByName(page.request, session, 'Harbour Lane HK');
    expect(await openSignedIn(page, session, hk)).toBe(hk);
  });

  test('the sign-in page goes straight to getting started', async ({ page }) => {
    await page.goto('user/login');
    await expect(page).toHaveURL(`/accounts/${hk}/getting-started`);
    await expect(page.getByRole('heading', { name: t('gettingStarted:title') })).toBeVisible();
  });

  test('another account id typed into the path is rewritten to the current one', async ({ page }) => {
    await page.goto('/accounts/acct_not_mine/balance/settlements/st_1');
    await expect(page).toHaveURL(`/accounts/${hk}/balance/settlements/st_1`);
    // The settlement page of the current account, which has no such settlement.
    await expect(page.getByRole('heading', { name: t('balance:settlements.detailTitle'), exact: true })).toBeVisible();
    await expect(page.getByTestId('settlement-not-found')).toContainText(t('balance:settlements.notFound'));
  });

  test('bare paths redirect to their first page', async ({ page }) => {
    const bare = {
      transaction: 'transaction/payments',
      balance: 'balance/transactions',
      payouts: 'payouts/payers',
      developers: 'developers/api_keys',
      setting: 'setting/account',
      '': 'getting-started',
    };
    for (const [from, to] of Object.entries(bare)) {
      await page.goto(`/accounts/${hk}${from ? `/${from}` : ''}`);
      await expect(page).toHaveURL(`/accounts/${hk}/${to}`);
    }
    await page.goto('/accounts');
    await expect(page).toHaveURL(`/accounts/${hk}/getting-started`);
  });
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`the demo owner in ${locale}`, () => {
    test.use({ locale });

    test('every menu entry opens its page, with its title and breadcrumbs', async ({ page }) => {
      test.setTimeout(120_000);
      const l = catalog(locale);
      const session = await apiLogin(page.request, demoOwner);
      const hk = await openSignedIn(page, session, await accountIdByName(page.request, session, 'Harbour Lane HK'));
      await expect(page.getByRole('heading', { name: l('gettingStarted:title') })).toBeVisible();
      const menu = page.getByRole('navigation', { name: l('shell:menu.label') });
      const breadcrumb = page.getByRole('navigation', { name: l('shell:breadcrumb.label') });
      const pages: [string[], string][] = [
        [['statistics'], 'statistics'],
        [['transaction', 'payments'], 'transaction/payments'],
        [['transaction', 'refunds'], 'transaction/refunds'],
        [['transaction', 'disputes'], 'transaction/disputes'],
        [['balance', 'balanceTransactions'], 'balance/transactions'],
        [['balance', 'settlements'], 'balance/settlements'],
        [['customers'], 'customers'],
        [['mandates'], 'mandates'],
        [['subscriptions'], 'subscriptions'],
        [['payoutManage', 'payers'], 'payouts/payers'],
        [['payoutManage', 'payees'], 'payouts/payees'],
        [['payoutManage', 'payouts'], 'payouts/payouts'],
        [['payoutManage', 'payoutMethods'], 'payouts/payout_methods'],
        [['team'], 'team'],
        [['developers', 'apiKeys'], 'developers/api_keys'],
        [['developers', 'webhooks'], 'developers/webhooks'],
        [['developers', 'webhookHistories'], 'developers/webhook_histories'],
        [['paymentMethods'], 'paymentMethods'],
        [['setting', 'accountSetting'], 'setting/account'],
        [['setting', 'withdrawal'], 'setting/withdrawal'],
        [['messages'], 'messages'],
        [['gettingStarted'], 'getting-started'],
      ];
      for (const [titles, path] of pages) {
        const names = titles.map((title) => l(`shell:route.${title}`));
        const entry = names.at(-1) ?? '';
        const link = menu.getByRole('link', { name: entry, exact: true });
        // A group's entries show once the group is open.
        if (names.length === 2 && !(await link.isVisible()))
          await menu.getByText(names[0] ?? '', { exact: true }).click();
        await link.click();
        await expect(page).toHaveURL(`/accounts/${hk}/${path}`);
        const heading = path === 'getting-started' ? l('gettingStarted:title') : entry;
        await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
        // Crumbs show only what adds to the heading: no level named like the next, no lone crumb.
        const shown = names.filter((name, index) => name !== names[index + 1]);
        if (shown.length < 2) await expect(breadcrumb).toHaveCount(0);
        else await expect(breadcrumb).toHaveText(shown.join('/'));
      }
    });
  });
}

test.describe('signed in as a finance member of the demo merchant', () => {
  let hk = '';
  test.beforeEach(async ({ page }) => {
    const session = await apiLogin(page.request, demoFinance);
    hk = await openSignedIn(page, session);
  });

  test('a typed URL to a route the role does not grant shows the 403 page', async ({ page }) => {
    const forbidden = t('exception.forbidden');
    for (const path of ['team', 'developers/api_keys', 'developers/webhooks', 'developers']) {
      await page.goto(`/accounts/${hk}/${path}`);
      await expect(page.getByText(forbidden)).toBeVisible();
      // Shown in place: the URL stays, and the shell around it too.
      await expect(page).toHaveURL(`/accounts/${hk}/${path}`);
      await expect(page.getByTestId('account-switcher')).toBeVisible();
    }
    await page.goto('/operations');
    await expect(page.getByText(forbidden)).toBeVisible();
    await page.goto('/merchant');
    await expect(page.getByText(forbidden)).toBeVisible();
    // The merchant area has nothing for a member: the side menu is the personal one, not empty.
    const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
    await expect(menu.getByRole('link', { name: t('shell:route.profile'), exact: true })).toBeVisible();
    // What the role grants opens.
    await page.goto(`/accounts/${hk}/team/roles`);
    await expect(page.getByRole('heading', { name: t('shell:route.roles') })).toBeVisible();
    await page.goto(`/accounts/${hk}/payouts/po_1/verify`);
    await expect(page.getByRole('heading', { name: t('shell:route.payoutVerify') })).toBeVisible();
  });
});
