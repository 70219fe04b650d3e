import { queryRoots } from '../../../lib/query-roots.ts';

export const merchantKeys = {
  all: queryRoots.merchant,
  list: () => [...merchantKeys.all, 'list'] as const,
};
