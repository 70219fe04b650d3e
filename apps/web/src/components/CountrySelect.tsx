import type { Country } from '@paydeck/contract/reference';
import type { SelectProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Camelize } from '../lib/casing.ts';
import { useCountries } from '../lib/countries.ts';
import { activeLocale } from '../lib/locale.ts';
import { Flag } from './Flag.tsx';
import { Select } from './Select.tsx';

export type CountryOption = { value: string; label: ReactNode; search: string; name: string };

/** Options labelled in the interface language, searchable by English name, code and Chinese name. */
export const countryOptions = (countries: Camelize<Country>[], chinese: boolean): CountryOption[] =>
  countries.map((country) => {
    const name = chinese ? country.nameZh : country.name;
    return {
      value: country.alpha2,
      name,
      label: (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Flag region={country.alpha2} />
          {name}
        </span>
      ),
      search: `${country.alpha2} ${country.name} ${country.nameZh}`.toLowerCase(),
    };
  });

export const matchesCountry = (input: string, option?: CountryOption) =>
  !!option && option.search.includes(input.trim().toLowerCase());

/** Typing a code puts that country first ("us" → United States before Australia). */
const rank = (option: CountryOption, input: string) => {
  const needle = input.trim().toLowerCase();
  if (option.value.toLowerCase() === needle) return 0;
  if (option.name.toLowerCase().startsWith(needle)) return 1;
  return 2;
};

export type CountrySelectProps = Omit<SelectProps<string, CountryOption>, 'options' | 'showSearch' | 'loading'>;

/** Spec §2 country picker: a flag per country, search by label, code or Chinese name. */
export const CountrySelect = (props: CountrySelectProps) => {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the interface language.
  const options = useMemo(
    () => countryOptions(countries.data ?? [], activeLocale() === 'zh-CN'),
    [countries.data, i18n.language],
  );
  return (
    <Select<string, CountryOption>
      placeholder={t('country.placeholder')}
      {...props}
      options={options}
      loading={countries.isPending}
      status={countries.isError ? 'error' : props.status}
      notFoundContent={countries.isError ? t('country.loadFailed') : undefined}
      showSearch={{
        filterOption: matchesCountry,
        filterSort: (a, b, { searchValue }) => rank(a, searchValue) - rank(b, searchValue),
      }}
    />
  );
};
