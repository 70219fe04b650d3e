import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, createAccount, freshMerchant, openSignedIn } from './support/shell.ts';

// It proves tenancy, not wording: one locale is enough.
test.use({ locale: 'en-US' });
// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 120_000 });
const t = catalog('en-US');

test('two tabs on two accounts each act on their own, whichever the other chose last', async ({
  page: tabA,
  context,
  cspViolations,
}) => {
  const owner = await freshMerchant(tabA.request, 'tabs');
  const a = owner.accountId;
  const added = await createAccount(tabA.request, owner.session, 'Second Stall SG');
  const b = added.body.data.id;

  // Tab A opens on A, at the customer form.
  expect(await openSignedIn(tabA, owner.session, a)).toBe(a);
  await tabA.goto(`/accounts/${a}/customers/create`);
  await expect(tabA.getByRole('button', { name: t('customers:create.submit') })).toBeVisible();

  // Tab B opens on the same account, then switches to B: the session now has B selected.
  const tabB = await context.newPage();
  await tabB.goto(`/accounts/${a}/customers`);
  await expect(tabB.getByTestId('no-customers')).toBeVisible();
  await tabB.getByTestId('account-switcher').click();
  await tabB.getByTestId('switcher-account').filter({ hasText: 'Second Stall SG' }).click();
  await expect(tabB).toHaveURL(`/accounts/${b}/customers`);
  await expect(tabB.getByTestId('account-switcher')).toContainText('Second Stall SG');
  const me = await apiData<{ selected_account_id: string }>(tabA.request, 'GET', '/v1/current_user', {
    token: owner.session.token,
  });
  expect(me.selected_account_id).toBe(b);

  // Tab A, loaded before the switch, creates a customer: it lands in A.
  await tabA.getByLabel(t('customers:field.firstName')).fill('Ada');
  await tabA.getByLabel(t('customers:field.lastName')).fill('Tabs');
  await tabA.getByRole('button', { name: t('customers:create.submit') }).click();
  await expect(tabA).toHaveURL(new RegExp(`/accounts/${a}/customers/cus_\\w+$`));
  const id = tabA.url().split('/').at(-1) ?? '';
  await expect(tabA.getByRole('heading', { level: 3, name: 'Ada Tabs' })).toBeVisible();

  // A's list shows it, in tab A, and still after a reload of tab A; B's list, in tab B, doesn't.
  await tabA.getByRole('link', { name: t('customers:detail.back') }).click();
  await expect(tabA).toHaveURL(`/accounts/${a}/customers`);
  await expect(tabA.getByRole('row').filter({ hasText: id })).toContainText('Ada Tabs');
  await tabA.reload();
  await expect(tabA).toHaveURL(`/accounts/${a}/customers`);
  await expect(tabA.getByRole('row').filter({ hasText: id })).toContainText('Ada Tabs');
  await tabB.reload();
  await expect(tabB).toHaveURL(`/accounts/${b}/customers`);
  await expect(tabB.getByTestId('no-customers')).toBeVisible();
  expect(cspViolations).toEqual([]);
});
