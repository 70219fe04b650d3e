import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, openSignedIn } from './support/shell.ts';

// Each full page load runs the shell's start-up fetches; on a busy machine a few exceed 30 s.
test.describe.configure({ timeout: 90_000 });

type Page<T> = { list: T[]; total: number };
type Dispute = { id: string; time_expired: number };
type Payment = { id: string };

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    const t = catalog(locale);

    test("the demo account's home: every card loads, disputes by deadline and recent payments as the API has them", async ({
      page,
      cspViolations,
    }) => {
      const session = await apiLogin(page.request, demoOwner);
      const hk = await accountIdByName(page.request, session, 'Harbour Lane HK');
      await openSignedIn(page, session, hk);
      await page.goto(`/accounts/${hk}/home`);
      await expect(page.getByRole('heading', { level: 3, name: t('home:title') })).toBeVisible();

      // The API asked in the mode the page shows (an activated account opens live).
      const mode = await page.evaluate(() => localStorage.getItem('livemode'));
      const token = session.token;
      const disputes = await apiData<Page<Dispute>>(
        page.request,
        'GET',
        `/api/disputes?livemode=${mode}&status=needs_response&per_page=100`,
        { token },
      );
      const payments = await apiData<Page<Payment>>(page.request, 'GET', `/api/payments?livemode=${mode}&per_page=5`, {
        token,
      });

      const today = page.getByTestId('home-today');
      await expect(today).toHaveAttribute('aria-busy', 'false');
      await expect(today).toContainText(t('home:today.zone', { zone: 'Asia/Hong_Kong' }));

      const disputeCard = page.getByTestId('home-disputes');
      await expect(disputeCard).toHaveAttribute('aria-busy', 'false');
      const byDeadline = [...disputes.list].sort((a, b) => a.time_expired - b.time_expired).slice(0, 5);
      await expect(disputeCard.locator('a[href*="/disputes/"]')).toHaveCount(byDeadline.length);
      for (const [index, dispute] of byDeadline.entries())
        await expect(disputeCard.locator('a[href*="/disputes/"]').nth(index)).toHaveAttribute(
          'href',
          `/accounts/${hk}/transaction/disputes/${dispute.id}`,
        );

      const paymentCard = page.getByTestId('home-payments');
      await expect(paymentCard.locator('a[href*="/payments/"]')).toHaveCount(payments.list.length);
      await expect(paymentCard.locator('a[href*="/payments/"]').first()).toHaveAttribute(
        'href',
        `/accounts/${hk}/transaction/payments/${payments.list[0]?.id}`,
      );
      for (const id of ['home-balances', 'home-webhooks', 'home-messages'])
        await expect(page.getByTestId(id)).toHaveAttribute('aria-busy', 'false');
      // No card failed to load.
      await expect(page.getByText(t('home:loadFailed'))).toHaveCount(0);
      expect(cspViolations).toEqual([]);
    });
  });
}
