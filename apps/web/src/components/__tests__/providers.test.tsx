import { act, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import NotFoundPage from '../../features/exception/pages/not-found.page.tsx';
import { changeLocale } from '../../lib/locale.ts';

afterEach(() => changeLocale('en-US'));

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
    expect(screen.getByText('抱歉,您访问的页面不存在')).toBeTruthy();
  });
});
