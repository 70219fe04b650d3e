import { queryRoots } from './query-roots.ts';

/** Query keys of reference data (the same for every user). */
export const referenceKeys = {
  all: queryRoots.reference,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  timeZones: () => [...referenceKeys.all, 'timeZones'] as const,
};
