import { startErrorIngest } from './support/error-ingest.ts';
import { test as base, expect } from './support/fixtures.ts';
import { kb, tallyNetwork } from './support/network-tally.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoOwner } from './support/shell.ts';

type Reporting = { server: RunningServer; ingest: Awaited<ReturnType<typeof startErrorIngest>> };

/** A second server with PAYDECK_ERROR_DSN set, reporting to a stand-in for Sentry's ingest. */
const test = base.extend<Record<never, never>, { reporting: Reporting }>({
  reporting: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const ingest = await startErrorIngest();
      const server = await startServer({ PAYDECK_ERROR_DSN: ingest.dsn });
      await use({ server, ingest });
      await server.stop();
      await ingest.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.use({ locale: 'en-US' });
const reporterChunk = /\/assets\/error-reporter-[\w-]+\.js$/;
const signInBudget = 200 * 1024;

test('the reporting SDK loads after the page has painted, outside the sign-in page’s budget', async ({
  page,
  reporting,
  cspViolations,
}) => {
  const network = await tallyNetwork(page);
  await page.goto(`${reporting.server.url}user/login`);
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
  const timing = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      sdk:
        performance.getEntriesByType('resource').find((entry) => /error-reporter-/.test(entry.name))?.startTime ?? null,
    }));
  await expect.poll(async () => (await timing()).sdk).not.toBeNull();
  const { paint, sdk } = await timing();
  expect(sdk).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);

  await network.idle();
  const scripts = network.read().transfers.filter((t) => t.javascript);
  const sdkBytes = scripts.filter((t) => reporterChunk.test(new URL(t.url).pathname));
  const pageBytes = scripts
    .filter((t) => !reporterChunk.test(new URL(t.url).pathname))
    .reduce((n, t) => n + t.bytes, 0);
  console.log(`user/login with reporting: ${kb(pageBytes)} for the page, then ${kb(sdkBytes[0]?.bytes ?? 0)} of SDK`);
  expect(sdkBytes).toHaveLength(1);
  expect(pageBytes).toBeLessThanOrEqual(signInBudget);
  expect(cspViolations).toEqual([]);
});

test('an error reaches the DSN with a replay of the moments before it, and no personal data', async ({
  page,
  reporting,
  cspViolations,
}) => {
  const { ingest, server } = reporting;
  const secret = 'tok_e2e_reporting_secret';
  await page.goto(`${server.url}user/login?redirect=%2Fcustomers%3Femail%3Dmei%40example.com&token=${secret}`);
  await expect(page.getByRole('heading', { name: 'Sign in to Paydeck' })).toBeVisible();
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password').fill(demoOwner.password);
  // Sent once the SDK has arrived: as a user's page would, an error no code caught.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /error-reporter-/.test(e.name))),
    )
    .toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: a render that went wrong');
    });
  });

  await expect.poll(() => ingest.items('event').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const event = JSON.parse(ingest.items('event')[0]?.payload.toString() ?? '{}');
  expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'e2e: a render that went wrong' });
  expect(event.request.url).toBe(`${server.url}user/login`);
  expect(event.user ?? {}).toEqual({});

  // The error sampled the session's buffered replay (spec §9: every session with an error).
  await expect.poll(() => ingest.items('replay_recording').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [replay] = ingest.items('replay_event').map((item) => JSON.parse(item.payload.toString()));
  expect(replay).toMatchObject({ replay_type: 'buffer', error_ids: [event.event_id] });

  const sent = ingest.allText();
  // A real recording of the page: its structure, with every text masked.
  expect(sent).toContain('"tagName":"input"');
  for (const personal of [
    secret,
    demoOwner.email,
    demoOwner.password,
    'mei@example.com',
    'mei%40example.com',
    'Sign in to Paydeck',
  ]) {
    expect(sent, personal).not.toContain(personal);
  }
  expect(cspViolations).toEqual([]);
});
