import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { changeLocale } from '../../lib/locale.ts';
import { mockApi } from '../../test/api-mock.ts';
import { flagEmoji } from '../CountryName.tsx';
import { CountrySelect } from '../CountrySelect.tsx';
import { Flag } from '../Flag.tsx';

const countries = [
  { alpha2: 'AU', name: 'Australia', name_zh: '澳大利亚' },
  { alpha2: 'HK', name: 'Hong Kong', name_zh: '香港' },
  { alpha2: 'US', name: 'United States', name_zh: '美国' },
];

const search = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
/** Each option as "HK Hong Kong": its flag image's region, then its name. */
const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-item-option-content')].map(
    (option) => `${option.querySelector('img')?.getAttribute('data-flag')} ${option.textContent}`,
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en-US');
});

describe('CountrySelect (spec §2 country picker)', () => {
  it('shows flags as images of the build, named by the two-letter code', () => {
    render(
      <>
        <Flag region="HK" />
        <Flag region="us" />
        <Flag region="X1" />
      </>,
    );
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['flags/hk.svg', 'flags/us.svg']);
    // Decorative: the name beside the flag says the region.
    expect(images.every((image) => image.getAttribute('alt') === '')).toBe(true);
  });

  it('writes emoji flags from the two-letter code where lists name countries', () => {
    expect(flagEmoji('HK')).toBe('🇭🇰');
    expect(flagEmoji('us')).toBe('🇺🇸');
    expect(flagEmoji('X1')).toBe('');
  });

  it('finds a country by its code, its English name or its Chinese name; an exact code comes first', async () => {
    mockApi({ 'GET /v1/countries': countries });
    const onChange = vi.fn();
    render(
      <Providers>
        <CountrySelect onChange={onChange} />
      </Providers>,
    );
    await vi.waitFor(() => expect(screen.getByRole('combobox').closest('.ant-select-loading')).toBeNull());

    search('hk');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['HK Hong Kong']));
    search('香港');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['HK Hong Kong']));
    search('united');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['US United States']));
    // "us" is also inside "Australia"; the country whose code it is leads.
    search('us');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['US United States', 'AU Australia']));

    fireEvent.click(screen.getByText('United States'));
    expect(onChange).toHaveBeenCalledWith('US', expect.objectContaining({ value: 'US' }));
  });

  it('labels countries in the interface language', async () => {
    mockApi({ 'GET /v1/countries': countries });
    render(
      <Providers>
        <CountrySelect />
      </Providers>,
    );
    await act(() => changeLocale('zh-CN'));
    search('hong');
    await vi.waitFor(() => expect(optionTexts()).toEqual(['HK 香港']));
  });
});
