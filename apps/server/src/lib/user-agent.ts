import { parse } from 'bowser';

const formFactors: Record<string, string> = { mobile: ' (mobile)', tablet: ' (tablet)' };

/** A short label for login history and sessions, e.g. "Chrome 131 on macOS" or "Safari 17 on iOS (mobile)". */
export const describeDevice = (userAgent: string | undefined): string => {
  const trimmed = userAgent?.trim();
  if (!trimmed) return 'Unknown device';
  const { browser, os, platform } = parse(trimmed.slice(0, 512));
  if (!browser.name) return 'Unknown device';
  // Only the major version: the full build number is noise to a person reviewing their sign-ins.
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  const place = os.name ? ` on ${os.name}` : '';
  return `${name}${place}${formFactors[platform.type ?? ''] ?? ''}`;
};
