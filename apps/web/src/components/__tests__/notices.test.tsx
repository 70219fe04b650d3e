import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { changeLocale } from '../../lib/locale.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLocale('en-US');
});

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

describe('the offline notice', () => {
  it('shows while the browser is offline, in the interface language, and goes when it is back', async () => {
    render(
      <Providers>
        <main />
      </Providers>,
    );
    expect(screen.queryByText('You are offline now')).toBeNull();
    goOffline(true);
    // In a live region, so screen readers announce it.
    expect(screen.getByText('You are offline now').closest('[aria-live="polite"]')).toBeTruthy();
    await act(() => changeLocale('zh-CN'));
    expect(screen.getByText('当前处于离线状态')).toBeTruthy();
    goOffline(false);
    expect(screen.queryByText('当前处于离线状态')).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <Providers>
        <main />
      </Providers>,
    );
    expect(screen.getByText('You are offline now')).toBeTruthy();
  });
});

describe('the new-version notice', () => {
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', '<script type="module" src="./assets/index-OLD.js"></script>');
  });
  afterEach(() => document.head.querySelector('script[type="module"]')?.remove());

  const deploy = (entry: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(`<html><head><script type="module" src="${entry}"></script></head></html>`)),
    );

  it('offers a refresh once another build is deployed', async () => {
    deploy('./assets/index-NEW.js');
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    render(
      <Providers>
        <main />
      </Providers>,
    );
    expect(screen.queryByText('New content is available')).toBeNull();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('New content is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('New content is available')).toBeNull();
  });

  it('stays quiet while the same build is deployed', async () => {
    deploy('./assets/index-OLD.js');
    render(
      <Providers>
        <main />
      </Providers>,
    );
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await act(() => Promise.resolve());
    expect(screen.queryByText('New content is available')).toBeNull();
  });
});
