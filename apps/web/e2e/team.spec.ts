import { errorMessages } from '@paydeck/contract/errors';
import { roleTexts } from '@paydeck/contract/role-texts';
import type { Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';
import {
  accountIdByName,
  apiData,
  apiLogin,
  callApi,
  createAccount,
  demoOwner,
  freshMerchant,
  openSignedIn,
  password,
} from './support/shell.ts';

const locale = 'zh-CN';
test.use({ locale });
const t = catalog(locale);
const roleName = (role: 'developer' | 'finance') => roleTexts[locale].roles[role].name;
const route = (name: string) => t(`shell:route.${name}`);

/** The side menu's top-level entries (a group by its own title). */
const topMenu = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu
    .locator(
      ':scope > ul > li > .ant-menu-title-content, :scope > ul > li > .ant-menu-submenu-title .ant-menu-title-content',
    )
    .allInnerTexts();
};

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('an owner invites a teammate, changes their roles and removes them; the teammate sees each change', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // The owner's own merchant, with a second account the teammate also joins (so their switcher
  // has something left after the removal).
  const owner = await freshMerchant(request, 'team');
  const secondSession = await apiLogin(request, { email: owner.email, password });
  const second = await createAccount(request, secondSession, 'Team Second Desk');
  expect(second.status).toBe(200);
  const secondId = second.body.data.id;
  const teammate = `teammate.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  // The owner invites from the invites tab, as a Developer.
  await openSignedIn(page, owner.session, owner.accountId);
  await page.goto(`/accounts/${owner.accountId}/team?tab=invites`);
  const invitedAt = Date.now();
  await page.getByRole('button', { name: t('team:invites.invite') }).click();
  const inviteForm = page.getByRole('dialog', { name: t('team:inviteForm.title') });
  await inviteForm.getByLabel(t('team:inviteForm.email')).fill(teammate);
  await inviteForm.getByLabel(t('team:inviteForm.role')).click();
  await page.locator('.ant-select-item-option', { hasText: roleName('developer') }).click();
  await inviteForm.getByRole('button', { name: buttonName(t('team:inviteForm.submit')) }).click();
  await expect(page.getByText(t('team:inviteForm.sent', { email: teammate }))).toBeVisible();
  await expect(rowOf(page, teammate)).toContainText(t('team:invites.statuses.inviting'));
  await expect(rowOf(page, teammate)).toContainText(roleName('developer'));

  // The email reaches the SMTP peer; the teammate opens its link, sets a password and is signed in.
  const link = linkIn(await waitForEmail(teammate, /./, invitedAt));
  const teammateContext = await browser.newContext({ baseURL, locale });
  const mate = await teammateContext.newPage();
  await mate.goto(link);
  await mate.getByLabel(t('user:register.password'), { exact: true }).fill(password);
  await mate.getByLabel(t('user:register.confirm')).fill(password);
  await mate.getByRole('button', { name: buttonName(t('user:invitation.createAndJoin')) }).click();
  await mate.getByRole('link', { name: t('user:mfaReminder.later') }).click();
  await expect(mate).toHaveURL(`/accounts/${owner.accountId}/getting-started`);

  // A Developer has the developer tools, but neither the balance nor the team.
  const asDeveloper = await topMenu(mate);
  expect(asDeveloper).toContain(route('developers'));
  expect(asDeveloper).not.toContain(route('balance'));
  expect(asDeveloper).not.toContain(route('team'));

  // The teammate also joins the second account (invited and accepted through the API).
  const secondInvitedAt = Date.now();
  await apiData(request, 'POST', '/v1/select_account', { token: secondSession.token, body: { account_id: secondId } });
  await apiData(request, 'POST', '/v1/invite', {
    token: secondSession.token,
    body: { email: teammate, role: 'analyst' },
  });
  const secondToken = new URL(linkIn(await waitForEmail(teammate, /./, secondInvitedAt))).searchParams.get('token');
  const mateToken = await mate.evaluate(() => localStorage.getItem('token'));
  await apiData(request, 'POST', '/v1/accept_invitation', {
    token: mateToken ?? '',
    body: { token: secondToken },
  });

  // The owner sees the accepted invitation, then gives the teammate Finance instead of Developer.
  await page.reload();
  await expect(rowOf(page, teammate)).toContainText(t('team:invites.statuses.accepted'));
  await page.getByRole('tab', { name: t('team:tabs.members') }).click();
  await expect(rowOf(page, teammate)).toContainText(roleName('developer'));
  await rowOf(page, teammate)
    .getByRole('button', { name: t('team:members.modifyRoles') })
    .click();
  const rolesForm = page.getByRole('dialog', { name: t('team:rolesForm.title', { email: teammate }) });
  await rolesForm
    .locator('.ant-select-selection-item', { hasText: roleName('developer') })
    .locator('.ant-select-selection-item-remove')
    .click();
  await rolesForm.getByRole('button', { name: buttonName(t('team:rolesForm.submit')) }).click();
  await expect(rolesForm.getByText(t('team:rolesForm.required'))).toBeVisible();
  await rolesForm.getByLabel(t('team:rolesForm.label')).click();
  await page.locator('.ant-select-item-option', { hasText: roleName('finance') }).click();
  // A multiple select keeps its list open for more choices; clicking the title closes it.
  await rolesForm.getByText(t('team:rolesForm.title', { email: teammate })).click();
  await rolesForm.getByRole('button', { name: buttonName(t('team:rolesForm.submit')) }).click();
  await expect(page.getByText(t('team:rolesForm.saved', { email: teammate }))).toBeVisible();
  await expect(rowOf(page, teammate)).toContainText(roleName('finance'));
  await expect(rowOf(page, teammate)).not.toContainText(roleName('developer'));

  // After a reload the teammate's menu follows: the balance now, no developer tools.
  await mate.reload();
  const asFinance = await topMenu(mate);
  expect(asFinance).toContain(route('balance'));
  expect(asFinance).not.toContain(route('developers'));
  expect(asFinance).not.toContain(route('team'));

  // The owner removes the teammate, after a confirmation.
  await rowOf(page, teammate)
    .getByRole('button', { name: buttonName(t('team:members.remove')) })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: buttonName(t('team:members.remove')) })
    .click();
  await expect(page.getByText(t('team:members.removed', { email: teammate }))).toBeVisible();
  await expect(rowOf(page, teammate)).toHaveCount(0);

  // The teammate's open page: their next request to that account is refused as not found (the
  // server doesn't tell a removed member the account still exists). They open a page whose data
  // they never loaded (the customers list), so a request surely goes out: its error state shows
  // the server's message, or, if the shell's own request for the account comes first, the shell
  // recovers to an account they still have.
  const menu = mate.getByRole('navigation', { name: t('shell:menu.label') });
  const refused = mate.waitForResponse(
    (response) =>
      response.status() === 404 && /\/(api\/customers|getting_started|accounts\/acct_\w+)(\?|$)/.test(response.url()),
  );
  await menu.getByRole('link', { name: route('customers') }).click();
  await refused;
  await expect(
    mate
      .getByText(errorMessages[locale].not_found)
      .or(mate.getByTestId('account-switcher').filter({ hasText: 'Team Second Desk' })),
  ).toBeVisible();

  // Reloaded, the app moves to the account they still have, on the same page; the removed one is
  // gone from the switcher.
  await mate.reload();
  await expect(mate).toHaveURL(`/accounts/${secondId}/customers`);
  await mate.getByTestId('account-switcher').click();
  const accounts = mate.getByTestId('switcher-account');
  await expect(accounts).toHaveCount(1);
  await expect(accounts.first()).toHaveAttribute('data-account-id', secondId);
  await teammateContext.close();
});

test('on a disabled account even the owner can neither invite nor change the team', async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await apiLogin(request, demoOwner);
  const archive = await accountIdByName(request, session, 'Harbour Lane Archive');
  await openSignedIn(page, session, archive);
  await page.goto(`/accounts/${archive}/team?tab=invites`);
  await expect(page.getByRole('tab', { name: t('team:tabs.invites'), selected: true })).toBeVisible();
  await expect(page.getByText(t('team:invites.empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('team:invites.invite') })).toHaveCount(0);
  // The server refuses it too, whatever the page shows.
  const refused = await callApi(request, 'POST', '/v1/invite', {
    token: session.token,
    body: { email: `nobody.${Date.now()}@example.com`, role: 'analyst' },
  });
  expect(refused.status).toBe(403);
});
