import { queryRoots } from '../../../lib/query-roots.ts';

/** The payer's page is reached by its link: the id and the token name what it shows. */
export const checkoutKeys = {
  all: queryRoots.checkout,
  view: (id: string, token: string) => [...checkoutKeys.all, id, token] as const,
};
