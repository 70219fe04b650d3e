import type { Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountIdByName,
  apiData,
  apiLogin,
  createAccount,
  demoFinance,
  demoOwner,
  freshMerchant,
  openSignedIn,
} from './support/shell.ts';

test.use({ locale: 'en-US' });
// Each full page load runs the shell's start-up fetches; a few of them exceed the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const t = catalog('en-US');
const route = (name: string) => t(`shell:route.${name}`);

/** The side menu's top-level entries, and each group's entries once opened. */
const menuOf = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const top = menu.locator(':scope > ul > li');
  const outline: string[] = [];
  for (let index = 0; index < (await top.count()); index += 1) {
    const item = top.nth(index);
    const isGroup = (await item.getAttribute('class'))?.includes('ant-menu-submenu') ?? false;
    const title = (await item.locator('.ant-menu-title-content').first().innerText()).trim();
    if (!isGroup) {
      outline.push(title);
      continue;
    }
    if ((await item.getAttribute('class'))?.includes('ant-menu-submenu-open') !== true) {
      await item.locator('.ant-menu-submenu-title').click();
    }
    const children = item.locator('ul li .ant-menu-title-content');
    await expect(children.first()).toBeVisible();
    outline.push(`${title}: ${(await children.allInnerTexts()).join(', ')}`);
  }
  return outline;
};

/**
 * The menu once it shows `expected`: after a navigation inside the app the URL changes before
 * React renders the new page, so the previous area's menu may still be on screen for a moment.
 */
const expectMenu = (page: Page, expected: string[]) =>
  expect.poll(() => menuOf(page), { timeout: 15_000 }).toEqual(expected);

const ownerMenu = [
  route('home'),
  route('gettingStarted'),
  route('statistics'),
  `${route('transaction')}: ${route('payments')}, ${route('refunds')}, ${route('disputes')}`,
  `${route('balance')}: ${route('balanceTransactions')}, ${route('settlements')}`,
  route('customers'),
  route('mandates'),
  route('subscriptions'),
  `${route('payoutManage')}: ${route('payers')}, ${route('payees')}, ${route('payouts')}, ${route('payoutMethods')}`,
  route('team'),
  `${route('developers')}: ${route('apiKeys')}, ${route('webhooks')}, ${route('webhookHistories')}`,
  route('paymentMethods'),
  `${route('setting')}: ${route('accountSetting')}, ${route('withdrawal')}`,
  route('messages'),
];

test('the owner of a pay-in and payout account sees every account entry, and the personal and merchant menus', async ({
  page,
}) => {
  const session = await apiLogin(page.request, demoOwner);
  await openSignedIn(page, session, await accountIdByName(page.request, session, 'Harbour Lane HK'));
  await expectMenu(page, ownerMenu);

  await page.goto('/profile');
  await expectMenu(page, [
    route('profile'),
    route('tickets'),
    route('operations'),
    route('exports'),
    route('settings'),
  ]);
  // The merchant profile is in the user menu of its owner, and its page shows only merchant entries.
  await page.getByTestId('user-menu').click();
  await page
    .locator('.ant-dropdown-menu')
    .getByRole('menuitem', { name: t('shell:header.merchant') })
    .click();
  await expect(page).toHaveURL('/merchant');
  await expectMenu(page, [route('merchant')]);
});

test('a finance member sees only what the role grants', async ({ page }) => {
  const session = await apiLogin(page.request, demoFinance);
  await openSignedIn(page, session);
  await expectMenu(
    page,
    ownerMenu.filter((entry) => !entry.startsWith(route('developers')) && entry !== route('team')),
  );
  await page.goto('/profile');
  await expectMenu(page, [route('profile'), route('tickets'), route('exports'), route('settings')]);
  await page.getByTestId('user-menu').click();
  const userMenu = page.locator('.ant-dropdown-menu');
  await expect(userMenu.getByRole('menuitem', { name: t('shell:header.profile') })).toBeVisible();
  await expect(userMenu.getByRole('menuitem', { name: t('shell:header.merchant') })).toHaveCount(0);
});

test('a pay-in only account has no payout management', async ({ page }) => {
  const session = await apiLogin(page.request, demoOwner);
  await openSignedIn(page, session, await accountIdByName(page.request, session, 'Harbour Lane SG'));
  await expectMenu(
    page,
    ownerMenu.filter((entry) => !entry.startsWith(route('payoutManage'))),
  );
});

test('a payout-only account has no transactions, customers, mandates or subscriptions', async ({ page, request }) => {
  const merchant = await freshMerchant(request, 'payout');
  const created = await createAccount(request, merchant.session, 'Payout Desk', ['payout']);
  expect(created.status).toBe(200);
  const account = await apiData<{ id: string; enable_business: string[] }>(
    request,
    'GET',
    `/v1/accounts/${created.body.data.id}`,
    { token: merchant.session.token },
  );
  expect(account.enable_business).toEqual(['payout']);
  await openSignedIn(page, merchant.session, account.id);
  const payinOnly = [route('transaction'), route('customers'), route('mandates'), route('subscriptions')];
  await expectMenu(
    page,
    ownerMenu.filter((entry) => !payinOnly.some((name) => entry === name || entry.startsWith(`${name}:`))),
  );
  // Typed in anyway, a pay-in page is closed.
  await page.goto(`/accounts/${account.id}/transaction/payments`);
  await expect(page.getByText(t('exception.forbidden'))).toBeVisible();
});
