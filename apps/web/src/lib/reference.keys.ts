/** Query keys of reference data (the same for every user). */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  timeZones: () => [...referenceKeys.all, 'timeZones'] as const,
};
