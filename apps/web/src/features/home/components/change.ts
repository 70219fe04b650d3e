/**
 * The change from `before` to `now` as a signed percentage with one decimal ("+12.5%", "−3.0%"),
 * or null when there was nothing before to compare with.
 */
export const percentChange = (now: number, before: number, locale: string): string | null => {
  if (before === 0) return null;
  const change = (now - before) / before;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
};
