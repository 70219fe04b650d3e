import type { TimeZone } from '@paydeck/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { referenceKeys } from './reference.keys.ts';

export const getTimeZones = () => api.get<TimeZone[]>('/v1/time_zones');

/** Offsets move with daylight saving, so the list is kept for an hour rather than forever. */
export const timeZonesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.timeZones(), queryFn: getTimeZones, staleTime: 60 * 60_000 });

export const useTimeZones = () => useQuery(timeZonesQueryOptions());
