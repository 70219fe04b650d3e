import type { Page } from '@playwright/test';

/** One finished response: `encoding` is its Content-Encoding (br, gzip), `bytes` what crossed the wire. */
export type Transfer = { url: string; javascript: boolean; encoding: string | undefined; bytes: number };

/** No request in flight for this long, then an idle main thread, and still none: the page is done. */
const quietMs = 500;

/**
 * Counts what a page receives, as Chromium's network layer sees it (CDP): every request but
 * data: URLs, and for each the bytes on the wire (`encodedDataLength`: compressed body and headers).
 * JavaScript is what arrives with a JavaScript MIME type.
 */
export const tallyNetwork = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const javascript = new Set<string>();
  const encodings = new Map<string, string>();
  const bytes = new Map<string, number>();
  const inFlight = new Set<string>();
  let requests = 0;
  let lastActivity = Date.now();
  const settle = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return;
    // A redirect keeps its request id and is sent again: each hop is a request.
    requests += 1;
    urls.set(requestId, request.url);
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (/javascript|ecmascript/i.test(response.mimeType)) javascript.add(requestId);
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    if (encoding) encodings.set(requestId, encoding);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes.set(requestId, encodedDataLength);
    settle(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  await cdp.send('Network.enable');

  const quiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    /**
     * Waits until the network is idle. A busy main thread (a large chunk being evaluated) makes
     * no requests either, so the page must also have had an idle moment with nothing new asked.
     */
    idle: async () => {
      for (;;) {
        await quiet();
        const seen = requests;
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        await quiet();
        if (requests === seen) return;
      }
    },
    /** What arrived so far: the number of requests, and each finished transfer (0 bytes: from the browser's cache). */
    read: () => {
      const transfers: Transfer[] = [...bytes].flatMap(([id, size]) => {
        const url = urls.get(id);
        return url ? [{ url, javascript: javascript.has(id), encoding: encodings.get(id), bytes: size }] : [];
      });
      const jsBytes = transfers.filter((t) => t.javascript).reduce((sum, t) => sum + t.bytes, 0);
      return { requests, jsBytes, transfers };
    },
  };
};

export type Tally = ReturnType<Awaited<ReturnType<typeof tallyNetwork>>['read']>;

/** "12.3 KB": the budgets' unit (1 KB = 1024 bytes, as the issue and the old bundle report count). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The largest JavaScript transfers, to say what an over-budget page carries. */
export const largestScripts = (tally: Tally, count = 8) =>
  tally.transfers
    .filter((t) => t.javascript)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((t) => `${kb(t.bytes).padStart(9)}  ${new URL(t.url).pathname}`)
    .join('\n');
