/** Reference data, the same for every user (in the interface language where it is text). */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => ['reference', 'countries'] as const,
  timeZones: () => ['reference', 'timeZones'] as const,
  roles: (locale: string) => ['reference', 'roles', locale] as const,
};
