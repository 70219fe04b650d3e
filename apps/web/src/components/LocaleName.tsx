import { lazy, Suspense } from 'react';
import { regionOf, selfName } from '../lib/locales-catalog.ts';
import { Flag } from './Flag.tsx';

// Its 1.5 KB of SVG only load for a locale without a name, which is rare: not on the sign-in pages.
const GlobalOutlined = lazy(() => import('@ant-design/icons/es/icons/GlobalOutlined'));

export type LocaleNameProps = { locale: string };

/**
 * A locale as the picker shows it: its region's flag and its name in its own language
 * ("Français (France)" after the French flag). A locale the browser has no name for shows its code with a globe.
 */
export const LocaleName = ({ locale }: LocaleNameProps) => {
  const name = selfName(locale);
  const region = name ? regionOf(locale) : '';
  return (
    <span data-locale={locale} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, maxWidth: '100%' }}>
      {region ? (
        <Flag region={region} />
      ) : (
        <Suspense fallback={<span style={{ width: '1em' }} />}>
          <GlobalOutlined aria-hidden data-testid="locale-globe" />
        </Suspense>
      )}
      {/* Its own language and direction: "العربية (مصر)" reads right in an English page too. */}
      <bdi lang={name ? locale : undefined} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name ?? locale}
      </bdi>
    </span>
  );
};
