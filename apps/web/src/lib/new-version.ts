import { basePath } from './base-path.ts';

/** How often an open page asks whether a new build was deployed (also whenever it becomes visible). */
export const versionCheckMs = 5 * 60_000;
/** Tabs flipping back and forth ask at most this often. */
const minGapMs = 30_000;

/**
 * The build a page runs: Vite's index.html loads one module script whose name carries a content
 * hash (`./assets/index-BS7312HB.js`), and any change to the app changes it. null in a document
 * without one (the tests' happy-dom page).
 */
export const entryScriptOf = (root: ParentNode): string | null =>
  root.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;

export const entryScriptInHtml = (html: string): string | null =>
  entryScriptOf(new DOMParser().parseFromString(html, 'text/html'));

/** A different entry script deployed than the one running; unknown on either side is not news. */
export const isNewBuild = (running: string | null, deployed: string | null): boolean =>
  running !== null && deployed !== null && running !== deployed;

/** The entry script of the index.html the server serves now (it sends it with no-cache). */
export const fetchDeployedEntry = async (): Promise<string | null> => {
  try {
    const response = await fetch(`${basePath}index.html`, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok ? entryScriptInHtml(await response.text()) : null;
  } catch {
    // Offline or the server restarting: ask again next time.
    return null;
  }
};

export type WatchOptions = { intervalMs?: number; fetchDeployed?: () => Promise<string | null> };

/**
 * Re-reads index.html every few minutes while the page is visible, when it becomes visible and
 * when the connection comes back; calls `onNewVersion` once when another build is deployed.
 * Returns the function that stops watching.
 */
export const watchForNewVersion = (
  onNewVersion: () => void,
  { intervalMs = versionCheckMs, fetchDeployed = fetchDeployedEntry }: WatchOptions = {},
): (() => void) => {
  const running = entryScriptOf(document);
  if (!running) return () => undefined;
  let stopped = false;
  let lastCheck = Number.NEGATIVE_INFINITY;

  const check = async () => {
    if (stopped || document.visibilityState === 'hidden' || Date.now() - lastCheck < minGapMs) return;
    lastCheck = Date.now();
    const deployed = await fetchDeployed();
    if (!stopped && isNewBuild(running, deployed)) {
      stop();
      onNewVersion();
    }
  };
  const onEvent = () => void check();
  const timer = setInterval(onEvent, intervalMs);
  document.addEventListener('visibilitychange', onEvent);
  window.addEventListener('online', onEvent);

  function stop() {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onEvent);
    window.removeEventListener('online', onEvent);
  }
  return stop;
};
