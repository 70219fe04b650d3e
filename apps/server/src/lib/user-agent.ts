import type { Locale } from '@paydeck/contract';
import { parse } from 'bowser';

/** What a sign-in's user agent says of the device, in no language: browser with its major version, OS, form factor. */
export type Device = { browser: string | null; os: string | null; formFactor: 'mobile' | 'tablet' | null };

export const deviceOf = (userAgent: string | undefined): Device => {
  const trimmed = userAgent?.trim();
  if (!trimmed) return { browser: null, os: null, formFactor: null };
  const { browser, os, platform } = parse(trimmed.slice(0, 512));
  if (!browser.name) return { browser: null, os: null, formFactor: null };
  // Only the major version: the full build number is noise to a person reviewing their sign-ins.
  const major = browser.version?.split('.')[0];
  const type = platform.type;
  return {
    browser: major ? `${browser.name} ${major}` : browser.name,
    os: os.name ?? null,
    formFactor: type === 'mobile' || type === 'tablet' ? type : null,
  };
};

const words: Record<
  Locale,
  { unknown: string; on: (browser: string, os: string) => string; form: Record<'mobile' | 'tablet', string> }
> = {
  'en-US': {
    unknown: 'Unknown device',
    on: (browser, os) => `${browser} on ${os}`,
    form: { mobile: ' (mobile)', tablet: ' (tablet)' },
  },
  'zh-CN': {
    unknown: '未知设备',
    on: (browser, os) => `${os} 上的 ${browser}`,
    form: { mobile: '（手机）', tablet: '（平板）' },
  },
};

/** A short label for login history in the reader's language, e.g. "Chrome 131 on macOS", "iOS 上的 Safari 17（手机）". */
export const deviceLabel = ({ browser, os, formFactor }: Device, locale: Locale): string => {
  const w = words[locale];
  if (!browser) return w.unknown;
  return `${os ? w.on(browser, os) : browser}${formFactor ? w.form[formFactor] : ''}`;
};
