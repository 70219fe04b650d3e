/**
 * `npm run bench:web`: how fast the sign-in page and the payments list (with a few thousand
 * payments) show, in Debian's Chromium against the built server on this machine, cold (a fresh
 * browser context: nothing cached) and warm (the same context, reloaded), at 1× and 4× CPU
 * slow-down (CDP Emulation.setCPUThrottlingRate). Each figure is the median of BENCH_LOADS loads
 * (5): largest contentful paint, the time until the page's content is there (the table's first
 * row; the sign-in form's password field), JavaScript and all bytes on the wire, and requests that
 * went to the server (not those the browser's cache answered).
 * Prints a table and never fails on a figure; it exits non-zero only when it could not measure.
 *
 * The server runs on a data directory of its own, seeded first by apps/server/bench/web-seed.ts
 * (the demo merchant and BENCH_PAYMENTS test payments, 3000, through the merchant API).
 * To measure less while working on one page: BENCH_ONLY=sign-in or BENCH_ONLY=payments, and
 * BENCH_CPU=1 (a comma-separated list of slow-downs).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { withoutOmniboxPopup } from '../e2e/support/chromium.ts';
import { tallyNetwork } from '../e2e/support/network-tally.ts';
import { makeDataDir, startServer } from '../e2e/support/server.ts';

const loads = Number(process.env.BENCH_LOADS ?? 5);
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 3000);
const webDir = path.resolve(import.meta.dirname, '..');
const serverDir = path.resolve(webDir, '../server');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.env.BENCH_ONLY;
const cpus = (process.env.BENCH_CPU ?? '1,4').split(',').map(Number);

type Scenario = { name: string; path: string; signedIn: boolean; content: string; lcpTarget: Record<number, number> };
type Sample = { lcp: number; content: number; jsBytes: number; bytes: number; requests: number };

const seed = async (dataDir: string) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/web-seed.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      BENCH_PAYMENTS: String(paymentCount),
    },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { accountId: string };
};

const signIn = async (baseURL: string, accountId: string) => {
  const post = async <T>(url: string, body: object, token?: string): Promise<T> => {
    const res = await fetch(new URL(url, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    // The seed's thousands of calls with the owner's session can leave its limit spent: wait it out.
    if (res.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
      return post(url, body, token);
    }
    if (!res.ok) throw new Error(`POST ${url} → ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const session = await post<{ token: string; expires_at: number }>('v1/login', {
    email: 'demo@paydeck.dev',
    password: 'Paydeck#2026',
  });
  await post('v1/select_account', { account_id: accountId }, session.token);
  return session;
};

/** Records the largest contentful paint, and when the content first shows (the frame after it is in the page). */
const observe = (selector: string) => {
  const bench = { lcp: 0, content: -1 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watcher = new MutationObserver(() => {
    if (bench.content >= 0 || !document.querySelector(selector)) return;
    bench.content = 0;
    watcher.disconnect();
    requestAnimationFrame(() => {
      bench.content = performance.now();
    });
  });
  watcher.observe(document, { childList: true, subtree: true });
};

const measure = async (context: BrowserContext, url: string, scenario: Scenario, cpu: number): Promise<Sample> => {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const network = await tallyNetwork(page);
    await page.goto(url);
    await page
      .locator(scenario.content)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .catch(async (error: unknown) => {
        // What the page showed instead, for whoever reads the failure.
        const shot = path.join(os.tmpdir(), 'bench-web-failure.png');
        await page.screenshot({ path: shot });
        throw new Error(`${scenario.name}: no ${scenario.content} at ${page.url()} (screenshot: ${shot})`, {
          cause: error,
        });
      });
    await network.idle();
    const { lcp, content } = await page.evaluate(
      () => (window as unknown as { __bench: { lcp: number; content: number } }).__bench,
    );
    const tally = network.read();
    const bytes = tally.transfers.reduce((sum, t) => sum + t.bytes, 0);
    // A file the browser's cache answered crossed no wire: 0 bytes.
    const sent = tally.transfers.filter((t) => t.bytes > 0).length;
    return { lcp, content, jsBytes: tally.jsBytes, bytes, requests: sent };
  } finally {
    await page.close();
  }
};

const newContext = async (
  browser: Browser,
  baseURL: string,
  scenario: Scenario,
  session: { token: string; expires_at: number; accountId: string },
) => {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(observe, scenario.content);
  if (scenario.signedIn) {
    await context.addInitScript(({ token, expires_at, accountId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('expiresAt', String(expires_at));
      localStorage.setItem('livemode', '0');
      // A returning user's tab remembers the account it works in (lib/storage.ts).
      localStorage.setItem('accountId', accountId);
    }, session);
  }
  return context;
};

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const main = async () => {
  if (!existsSync(path.join(webDir, 'dist/index.html'))) throw new Error('The web app is not built: npm run build');
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath} (apt-get install chromium)`);
  const dataDir = await makeDataDir();
  console.log(`Seeding the demo merchant and ${paymentCount} test payments…`);
  const { accountId } = await seed(dataDir);
  const server = await startServer({ PAYDECK_SEED: 'off' }, { dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      withoutOmniboxPopup,
    ],
  });
  try {
    const session = { ...(await signIn(server.url, accountId)), accountId };
    const scenarios: Scenario[] = [
      { name: 'sign-in', path: 'user/login', signedIn: false, content: 'input[type=password]', lcpTarget: { 1: 500 } },
      {
        name: `payments list (${paymentCount} payments)`,
        path: `accounts/${accountId}/transaction/payments`,
        signedIn: true,
        content: 'tbody tr[data-row-key]',
        lcpTarget: { 1: 800, 4: 2000 },
      },
    ];
    const rows: string[][] = [];
    for (const scenario of scenarios.filter((s) => !only || s.name.startsWith(only))) {
      for (const cpu of cpus) {
        for (const cache of ['cold', 'warm'] as const) {
          const samples: Sample[] = [];
          let warm: BrowserContext | undefined;
          if (cache === 'warm') {
            warm = await newContext(browser, server.url, scenario, session);
            await measure(warm, scenario.path, scenario, cpu);
          }
          for (let n = 0; n < loads; n += 1) {
            const context = warm ?? (await newContext(browser, server.url, scenario, session));
            samples.push(await measure(context, scenario.path, scenario, cpu));
            if (!warm) await context.close();
          }
          await warm?.close();
          const lcp = median(samples.map((s) => s.lcp));
          const target = scenario.lcpTarget[cpu];
          rows.push([
            scenario.name,
            cache,
            `${cpu}×`,
            // 0: Chromium reported no largest-contentful-paint entry.
            lcp > 0 ? (lcp / 1000).toFixed(2) : '—',
            (median(samples.map((s) => s.content)) / 1000).toFixed(2),
            (median(samples.map((s) => s.jsBytes)) / 1024).toFixed(0),
            (median(samples.map((s) => s.bytes)) / 1024).toFixed(0),
            median(samples.map((s) => s.requests)).toFixed(0),
            target === undefined || lcp === 0
              ? ''
              : `${lcp <= target ? 'PASS' : 'MISS'} LCP ≤ ${(target / 1000).toFixed(1)} s`,
          ]);
          console.log(rows.at(-1)?.join('  '));
        }
      }
    }
    const header = ['page', 'cache', 'CPU', 'LCP s', 'content s', 'JS KB', 'all KB', 'requests', 'target'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(`\nMedian of ${loads} loads each (content: the table's first row; the sign-in form):\n`);
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
