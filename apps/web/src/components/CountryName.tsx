import { useTranslation } from 'react-i18next';
import { useCountries } from '../lib/countries.ts';
import { activeLocale } from '../lib/locale.ts';
import { Flag } from './Flag.tsx';

export type CountryNameProps = { code: string };

/** A country or region with its flag, named in the interface language (the code until the list arrives). */
export const CountryName = ({ code }: CountryNameProps) => {
  // Re-renders on a language change, so the name follows it.
  useTranslation();
  const countries = useCountries();
  const country = countries.data?.find((entry) => entry.alpha2 === code);
  const name = country ? (activeLocale() === 'zh-CN' ? country.nameZh : country.name) : code;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Flag region={code} />
      {name}
    </span>
  );
};
