import { act, render, screen } from '@testing-library/react';
import { Button, Empty } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import NotFoundPage from '../../features/exception/pages/not-found.page.tsx';
import { changeLocale } from '../../lib/locale.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  return changeLocale('en-US');
});

/** The system's motion setting, as `matchMedia` reports it. */
const stubMotionPreference = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('Providers', () => {
  it("switches antd's own strings with the app locale", async () => {
    render(
      <Providers>
        <Empty />
      </Providers>,
    );
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
    await act(() => changeLocale('zh-CN'));
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('drops antd animations for users who ask for less motion, so a finished button says only its label', () => {
    // A leave animation waits for the browser's transitionend; happy-dom never sends one, like a
    // browser too busy to run it, so with motion the spinner stays in the button's name.
    const button = (loading: boolean) => (
      <Providers>
        <Button loading={loading}>Verify</Button>
      </Providers>
    );
    for (const [reduce, name] of [
      [false, 'loading Verify'],
      [true, 'Verify'],
    ] as const) {
      stubMotionPreference(reduce);
      const { rerender, unmount } = render(button(true));
      expect(screen.getByRole('button').getAttribute('class')).toContain('ant-btn-loading');
      rerender(button(false));
      expect(screen.getByRole('button', { name })).toBeTruthy();
      unmount();
    }
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and links back home', async () => {
    render(
      <Providers>
        <NotFoundPage />
      </Providers>,
    );
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
    await act(() => changeLocale('zh-CN'));
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeTruthy();
  });
});
