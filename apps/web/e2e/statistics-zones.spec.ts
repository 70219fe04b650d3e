import type { APIRequestContext } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, openSignedIn, type Session } from './support/shell.ts';

/**
 * Issue 20's "done when": the demo merchant's seeded history on the statistics page, in both
 * languages and in two zones that cut the same payments into different days, each day as the
 * payments the API lists say. It moves the demo account's zone, so it runs after every other
 * spec (its own project in playwright.config.ts) and puts the zone back.
 */
test.describe.configure({ timeout: 120_000 });

type Payment = { status: string; currency: string; amount_paid: number; time_paid: number | null };
type Page<T> = { list: T[]; total: number };
type Day = { count: number; cents: number };

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The figures the statistics count, per day of the zone: HKD payments paid (in full or not) that day. */
const expectedDays = (payments: Payment[], timeZone: string, days: string[]) => {
  const format = dayFormat(timeZone);
  const figures = new Map<string, Day>(days.map((day) => [day, { count: 0, cents: 0 }]));
  for (const payment of payments) {
    if (payment.currency !== 'HKD' || payment.time_paid === null) continue;
    if (!['paid', 'under_paid', 'over_paid'].includes(payment.status)) continue;
    const day = figures.get(format.format(new Date(payment.time_paid * 1000)));
    if (!day) continue;
    day.count += 1;
    day.cents += payment.amount_paid;
  }
  return days.map((day) => ({ day, ...(figures.get(day) as Day) }));
};

/** Every payment of the mode created since `since` (paid ones are paid after they are made). */
const paymentsSince = async (request: APIRequestContext, token: string, livemode: string, since: number) => {
  const payments: Payment[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await apiData<Page<Payment>>(
      request,
      'GET',
      `/api/payments?livemode=${livemode}&time_created[gte]=${since}&per_page=100&page=${page}`,
      { token },
    );
    payments.push(...list);
    if (list.length === 0 || payments.length >= total) return payments;
  }
};

const digits = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('statistics of the demo history in Asia/Shanghai (en-US) and America/New_York (zh-CN), each day as the payments say', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newContext({ baseURL });
  const session: Session = await apiLogin(setup.request, demoOwner);
  const hk = await accountIdByName(setup.request, session, 'Harbour Lane HK');
  const setZone = (timezone: string) =>
    apiData(setup.request, 'PUT', `/v1/accounts/${hk}`, { token: session.token, body: { timezone } });
  // Six weeks that ended two days ago: whole days in both zones, none of today's payments.
  const now = Date.now();
  const days = Array.from({ length: 42 }, (_, i) => isoDate(now - (43 - i) * 86_400_000));
  const range = `${days[0]},${days.at(-1)}`;

  const read = async (locale: 'en-US' | 'zh-CN', timeZone: string) => {
    await setZone(timeZone);
    const t = catalog(locale);
    const context = await browser.newContext({ baseURL, locale, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await openSignedIn(page, session, hk);
      await page.goto(`/accounts/${hk}/statistics?range=${range}&granularity=day&currency=HKD`);
      await expect(page.getByText(t('statistics:timeZone', { timeZone }))).toBeVisible();
      const table = async (chart: 'volume' | 'count') => {
        const section = page.locator(`section[aria-labelledby="chart-${chart}"]`);
        await section.getByRole('button', { name: t('statistics:chart.showTable') }).click();
        const rows = section.locator('tbody tr');
        await expect(rows).toHaveCount(days.length);
        return Promise.all(
          (await rows.all()).map(async (row) => ({
            day: (await row.locator('th').innerText()).trim(),
            value: digits(await row.locator('td').first().innerText()),
          })),
        );
      };
      const counts = await table('count');
      const volumes = await table('volume');
      // The API asked in the mode the page shows (an activated account opens live).
      const livemode = (await page.evaluate(() => localStorage.getItem('livemode'))) ?? '0';
      const since = Math.floor(now / 1000) - 90 * 86_400;
      const expected = expectedDays(await paymentsSince(page.request, session.token, livemode, since), timeZone, days);
      expect(counts).toEqual(expected.map(({ day, count }) => ({ day, value: count })));
      expect(volumes.map(({ day, value }) => ({ day, cents: Math.round(value * 100) }))).toEqual(
        expected.map(({ day, cents }) => ({ day, cents })),
      );
      return expected;
    } finally {
      await context.close();
    }
  };

  try {
    const shanghai = await read('en-US', 'Asia/Shanghai');
    const newYork = await read('zh-CN', 'America/New_York');
    // The seeded history is there, and the two zones put some of it on different days.
    expect(shanghai.reduce((sum, day) => sum + day.count, 0)).toBeGreaterThan(10);
    expect(newYork.map((day) => day.count)).not.toEqual(shanghai.map((day) => day.count));
  } finally {
    await setZone('Asia/Hong_Kong');
    await setup.close();
  }
});
