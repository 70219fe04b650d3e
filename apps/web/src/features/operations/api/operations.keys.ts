import type { Query } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const operationsKeys = {
  all: queryRoots.operations,
  list: (query: Query) => [...operationsKeys.all, 'list', query] as const,
};
