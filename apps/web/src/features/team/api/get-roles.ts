import type { Locale } from '@paydeck/contract/locales';
import type { RoleCatalogue } from '@paydeck/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference.keys.ts';

/** The built-in roles by group, in the interface language (the server reads Accept-Language). */
export const getRoles = () => api.get<RoleCatalogue>('/v1/roles');

/** The same for every account and fixed per release; the page shows its own error state. */
export const getRolesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: referenceKeys.roles(locale),
    queryFn: getRoles,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMode: 'silent' },
  });

export const useRoles = (locale: Locale) => useQuery(getRolesQueryOptions(locale));
