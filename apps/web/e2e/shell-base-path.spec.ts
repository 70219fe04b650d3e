import { test as base, expect } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoOwner } from './support/shell.ts';

/** A server under PAYDECK_BASE_PATH=/merchant: the shell works there as at the root. */
const test = base.extend<Record<never, never>, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const server = await startServer({ PAYDECK_BASE_PATH: '/merchant/' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.use({ locale: 'en-US' });
const t = catalog('en-US');

test('signing in and the whole shell work under the base path', async ({ page, server }) => {
  test.setTimeout(60_000);
  const root = new URL(server.url).pathname;
  expect(root).toBe('/merchant/');
  await page.goto(`${server.url}accounts`);
  await expect(page).toHaveURL(`${server.url}user/login?redirect=%2Faccounts`);
  await page.getByLabel(t('user:login.email')).fill(demoOwner.email);
  await page.getByLabel(t('user:login.password')).fill(demoOwner.password);
  await page.getByRole('button', { name: buttonName(t('user:login.submit')) }).click();
  await page.getByRole('link', { name: t('user:mfaReminder.later') }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}accounts/acct_\\w+/getting-started$`));
  const account = /accounts\/(acct_\w+)\//.exec(page.url())?.[1] ?? '';

  // Header: documentation under the base path, in a new window.
  const docs = page.getByTestId('docs-link');
  await expect(docs).toHaveAttribute('href', `${root}docs`);
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('bell')).toHaveAttribute('href', `${root}accounts/${account}/messages`);

  // Menu and breadcrumbs.
  const menu = page.getByRole('navigation', { name: t('shell:menu.label') });
  await menu.getByText(t('shell:route.transaction'), { exact: true }).click();
  await menu.getByRole('link', { name: t('shell:route.payments'), exact: true }).click();
  await expect(page).toHaveURL(`${server.url}accounts/${account}/transaction/payments`);
  await expect(page.getByRole('navigation', { name: t('shell:breadcrumb.label') })).toHaveText(
    `${t('shell:route.transaction')}/${t('shell:route.payments')}`,
  );

  // Switching account reloads the same page under the other account's id. (A new session starts
  // on either demo account: the switch goes to the other one, then to HK for the mode switch.)
  const switcher = page.getByTestId('account-switcher');
  const switchTo = async (name: string) => {
    const before = page.url();
    await switcher.click();
    await page.getByTestId('switcher-account').filter({ hasText: name }).click();
    await expect(switcher).toContainText(name);
    expect(page.url()).not.toBe(before);
    await expect(page).toHaveURL(new RegExp(`^${server.url}accounts/acct_\\w+/transaction/payments$`));
  };
  const startedOnHk = (await switcher.innerText()).includes('Harbour Lane HK');
  await switchTo(startedOnHk ? 'Harbour Lane SG' : 'Harbour Lane HK');
  if (startedOnHk) await switchTo('Harbour Lane HK');
  const hk = /accounts\/(acct_\w+)\//.exec(page.url())?.[1] ?? '';

  // The mode switch reloads under the base path.
  await page.getByTestId('mode-bar').getByRole('switch').click();
  await expect(page.getByTestId('mode-bar')).toHaveAttribute('data-mode', 'test');
  await expect(page).toHaveURL(`${server.url}accounts/${hk}/transaction/payments`);

  // Signing out returns to the sign-in page under the base path.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: t('actions.signOut') }).click();
  await expect(page).toHaveURL(`${server.url}user/login`);
});
