import type { Country } from '@paydeck/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { referenceKeys } from './reference.keys.ts';

export const getCountries = () => api.get<Country[]>('/v1/countries');

/** The country list never changes while the app is open: fetched once (spec §7). */
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.countries(), queryFn: getCountries, staleTime: Infinity, gcTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());
