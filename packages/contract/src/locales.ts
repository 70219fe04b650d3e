/** Interface locales. The default is zh-CN (spec §1); a browser asking for en-US gets en-US. */
export const locales = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * Picks the first supported locale from a list of language tags in preference order,
 * matching `en`/`en-GB` to en-US and `zh`/`zh-Hans`/`zh-SG` to zh-CN.
 */
export const pickLocale = (tags: readonly string[]): Locale => {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower === 'en-us' || lower === 'en' || lower.startsWith('en-')) return 'en-US';
    if (lower === 'zh-cn' || lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  }
  return defaultLocale;
};

/** Parses an Accept-Language header ("en-US,en;q=0.9,zh;q=0.8") into the best locale. */
export const localeFromAcceptLanguage = (header: string | undefined): Locale => {
  if (!header) return defaultLocale;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  return pickLocale(tags);
};
