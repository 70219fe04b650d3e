import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiLogin, demoOwner, openSignedIn } from './support/shell.ts';

test.use({ locale: 'en-US' });
// Each full page load runs the shell's start-up fetches; a few of them exceed the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const t = catalog('en-US');

test('an activated account opens live; the switch turns the orange test bar on and goes to the list', async ({
  page,
}) => {
  const session = await apiLogin(page.request, demoOwner);
  const hk = await openSignedIn(page, session, await accountIdByName(page.request, session, 'Harbour Lane HK'));
  const bar = page.getByTestId('mode-bar');
  await expect(bar).toHaveAttribute('data-mode', 'live');
  await expect(bar).toContainText(t('shell:mode.live'));
  expect(await page.evaluate(() => localStorage.getItem('livemode'))).toBe('1');
  const switcher = bar.getByRole('switch', { name: t('shell:mode.label') });
  await expect(switcher).toBeEnabled();
  await expect(switcher).not.toBeChecked();

  // On a detail page, the switch goes to its list: the object belongs to the other mode's data.
  await page.goto(`/accounts/${hk}/transaction/refunds/re_123`);
  await expect(page.getByRole('heading', { name: t('shell:route.refundDetail') })).toBeVisible();
  await switcher.click();
  await expect(page).toHaveURL(`/accounts/${hk}/transaction/refunds`);
  await expect(bar).toHaveAttribute('data-mode', 'test');
  await expect(bar).toContainText(t('shell:mode.test'));
  await expect(bar).toContainText(t('shell:mode.testHint'));
  // Orange from edge to edge, never the live look.
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(173, 78, 0)');
  expect(await page.evaluate(() => localStorage.getItem('livemode'))).toBe('0');

  // The choice is kept across reloads, and switching back returns to live.
  await page.reload();
  await expect(bar).toHaveAttribute('data-mode', 'test');
  await bar.getByRole('switch').click();
  await expect(bar).toHaveAttribute('data-mode', 'live');
  expect(await page.evaluate(() => localStorage.getItem('livemode'))).toBe('1');

  // Live mode has the demo's history: the payments list has rows.
  await page.goto(`/accounts/${hk}/transaction/payments`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /HL-2\d{3}/ })
      .first(),
  ).toBeVisible();
  // Since yesterday only test mode has a dispute (the seed's live ones are older): the empty live list
  // says so and switches there, without offering anything test-only.
  // Days as the page counts them: in the user's time zone.
  const timeZone = await page.evaluate(
    () => localStorage.getItem('timezone') || Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone });
  await page.goto(`/accounts/${hk}/transaction/disputes?range=${day(1)},${day(0)}`);
  await expect(page.getByText(t('disputes:list.emptyAll'))).toBeVisible();
  const hint = page.getByTestId('other-mode-hint');
  await expect(hint).toContainText(t('common:otherMode.hasTest'));
  await hint.getByRole('button', { name: t('common:otherMode.toTest') }).click();
  await expect(bar).toHaveAttribute('data-mode', 'test');
  await expect(page.getByRole('row').filter({ hasText: t('common:disputeStatus.needs_response') })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`range=${day(1)},${day(0)}`));
});

test('an inactivated account is held in test mode with the switch disabled', async ({ page }) => {
  const session = await apiLogin(page.request, demoOwner);
  await openSignedIn(page, session, await accountIdByName(page.request, session, 'Harbour Lane SG'));
  const bar = page.getByTestId('mode-bar');
  await expect(bar).toHaveAttribute('data-mode', 'test');
  await expect(bar).toContainText(t('shell:mode.locked'));
  await expect(bar.getByRole('switch')).toBeDisabled();
  await expect(bar.getByRole('switch')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('livemode'))).toBe('0');
});
