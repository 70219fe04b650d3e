import { useTranslation } from 'react-i18next';
import { useCountries } from '../lib/countries.ts';
import { activeLocale } from '../lib/locale.ts';

export type CountryNameProps = { code: string };

/** "HK" → 🇭🇰: the two regional-indicator symbols for a two-letter region code ('' for anything else). */
export const flagEmoji = (alpha2: string): string =>
  /^[A-Za-z]{2}$/.test(alpha2)
    ? String.fromCodePoint(...[...alpha2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : '';

/**
 * A country or region with its flag, named in the interface language (the code until the list
 * arrives). In lists and details the flag is an emoji, not an image: a list of payment methods
 * names a dozen countries, and a request per flag took the page over its 40-request budget. The
 * name beside it carries the meaning where no emoji font draws the flag.
 */
export const CountryName = ({ code }: CountryNameProps) => {
  // Re-renders on a language change, so the name follows it.
  useTranslation();
  const countries = useCountries();
  const country = countries.data?.find((entry) => entry.alpha2 === code);
  const name = country ? (activeLocale() === 'zh-CN' ? country.nameZh : country.name) : code;
  return <span>{`${flagEmoji(code)} ${name}`}</span>;
};
