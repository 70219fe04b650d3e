import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryScriptInHtml, fetchDeployedEntry, isNewBuild, watchForNewVersion } from '../new-version.ts';

const indexHtml = (entry: string) =>
  `<!doctype html><html><head><base href="/" /><script type="module" crossorigin src="${entry}"></script>` +
  '<link rel="modulepreload" crossorigin href="./assets/app-E3D0E7GL.js"></head><body><div id="root"></div></body></html>';

describe('entryScriptInHtml', () => {
  it("reads the module script Vite's index.html loads", () => {
    expect(entryScriptInHtml(indexHtml('./assets/index-BS7312HB.js'))).toBe('./assets/index-BS7312HB.js');
    expect(entryScriptInHtml('<html><script src="legacy.js"></script></html>')).toBeNull();
    expect(entryScriptInHtml('Service Unavailable')).toBeNull();
  });
});

describe('isNewBuild', () => {
  it('is news only when both builds are known and differ', () => {
    expect(isNewBuild('./assets/index-A.js', './assets/index-B.js')).toBe(true);
    expect(isNewBuild('./assets/index-A.js', './assets/index-A.js')).toBe(false);
    expect(isNewBuild('./assets/index-A.js', null)).toBe(false);
    expect(isNewBuild(null, './assets/index-B.js')).toBe(false);
  });
});

describe('fetchDeployedEntry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for index.html under the base path, past every cache', async () => {
    const fetchMock = vi.fn(async () => new Response(indexHtml('./assets/index-NEW.js')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDeployedEntry()).resolves.toBe('./assets/index-NEW.js');
    expect(fetchMock).toHaveBeenCalledWith('/index.html', expect.objectContaining({ cache: 'no-store' }));
  });

  it('knows nothing when the server fails or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(fetchDeployedEntry()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchDeployedEntry()).resolves.toBeNull();
  });
});

describe('watchForNewVersion', () => {
  // Inserted as markup, which (as in browsers) does not run it.
  const script = () => document.head.querySelector('script[type="module"]');
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.insertAdjacentHTML('beforeend', '<script type="module" src="./assets/index-OLD.js"></script>');
  });
  afterEach(() => {
    script()?.remove();
    vi.useRealTimers();
  });
  const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));

  it('says so once another build is deployed, checking every few minutes', async () => {
    let deployed = './assets/index-OLD.js';
    const fetchDeployed = vi.fn(async () => deployed);
    const onNew = vi.fn();
    const stop = watchForNewVersion(onNew, { intervalMs: 60_000, fetchDeployed });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
    expect(onNew).not.toHaveBeenCalled();

    deployed = './assets/index-NEW.js';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNew).toHaveBeenCalledOnce();

    // It stops asking once it has told.
    await vi.advanceTimersByTimeAsync(300_000);
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDeployed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks when the page becomes visible, at most every 30 s', async () => {
    const fetchDeployed = vi.fn(async () => './assets/index-OLD.js');
    const stop = watchForNewVersion(vi.fn(), { fetchDeployed });
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDeployed).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    becomeVisible();
    expect(fetchDeployed).toHaveBeenCalledTimes(2);
  });

  it('does not ask from a hidden tab', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const fetchDeployed = vi.fn(async () => './assets/index-NEW.js');
    const onNew = vi.fn();
    const stop = watchForNewVersion(onNew, { intervalMs: 60_000, fetchDeployed });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchDeployed).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNew).toHaveBeenCalledOnce();
    stop();
    visibility.mockRestore();
  });

  it('does nothing on a page without a built entry script (the dev server still has one)', () => {
    script()?.remove();
    const fetchDeployed = vi.fn(async () => './assets/index-NEW.js');
    watchForNewVersion(vi.fn(), { fetchDeployed })();
    becomeVisible();
    expect(fetchDeployed).not.toHaveBeenCalled();
  });
});
