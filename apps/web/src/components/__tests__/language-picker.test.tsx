import { act, fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { changeLocale, uiLocale } from '../../lib/locale.ts';
import { uiLocales } from '../../lib/locales-catalog.ts';
import { storage } from '../../lib/storage.ts';
import { LanguagePicker } from '../LanguagePicker.tsx';
import { LocaleName } from '../LocaleName.tsx';

afterEach(() => changeLocale('en-US'));

const renderPicker = () =>
  render(
    <Providers>
      <LanguagePicker />
      <Pagination total={50} showSizeChanger />
    </Providers>,
  );
const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option [data-locale]')];
const openList = async () => {
  fireEvent.click(screen.getByTestId('language-picker'));
  await screen.findByTestId('language-select');
};

describe('LocaleName', () => {
  it('shows a flag and the name in its own language', () => {
    render(<LocaleName locale="de-DE" />);
    expect(screen.getByText('Deutsch (Deutschland)').getAttribute('lang')).toBe('de-DE');
    expect(document.querySelector('img[data-flag]')?.getAttribute('src')).toBe('flags/de.svg');
    expect(screen.queryByTestId('locale-globe')).toBeNull();
  });

  it('shows the code with a globe for a locale without a known label', async () => {
    render(<LocaleName locale="xx-XX" />);
    expect(screen.getByText('xx-XX')).toBeTruthy();
    expect((await screen.findByTestId('locale-globe')).closest('.anticon-global')).toBeTruthy();
  });
});

describe('LanguagePicker', () => {
  it('shows the current language, and lists every locale in its own language when opened', async () => {
    renderPicker();
    expect(screen.getByTestId('language-picker').textContent).toContain('English (United States)');
    expect(screen.getByRole('button', { name: 'Language: English (United States)' })).toBeTruthy();
    await openList();
    // The list is virtual: what it renders are the first of every locale it has.
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(5));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'jap' } });
    await vi.waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['日本語 (日本)']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt-' } });
    await vi.waitFor(() => expect(options().map((o) => o.dataset.locale)).toEqual(['pt-BR', 'pt-PT']));
    expect(uiLocales.length).toBeGreaterThanOrEqual(48);
  });

  it('finds a locale by its own name, its English name or its code, and switches to it', async () => {
    renderPicker();
    await openList();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'arabic' } });
    await vi.waitFor(() => expect(options().map((o) => o.dataset.locale)).toEqual(['ar-EG']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'العربية' } });
    await vi.waitFor(() => expect(options().map((o) => o.dataset.locale)).toEqual(['ar-EG']));
    await act(async () => {
      fireEvent.click(options()[0] as HTMLElement);
      await vi.waitFor(() => expect(uiLocale()).toBe('ar-EG'));
    });
    expect(storage.get('locale')).toBe('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    // antd mirrors its components; the strings stay English, each isolated in its own direction.
    expect(document.querySelector('.ant-pagination-rtl')).toBeTruthy();
    expect(screen.getByTestId('language-picker').getAttribute('aria-label')).toBe(
      '\u2068Language: العربية (مصر)\u2069',
    );
    expect(screen.getByTestId('language-picker').textContent).toContain('العربية (مصر)');
  });

  it("follows a change made elsewhere, with antd's strings in that locale", async () => {
    renderPicker();
    expect(screen.getByText('10 / page')).toBeTruthy();
    await act(() => changeLocale('de-DE'));
    expect(screen.getByTestId('language-picker').textContent).toContain('Deutsch (Deutschland)');
    expect(screen.getByText('10 / Seite')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-rtl')).toBeNull();
  });
});
