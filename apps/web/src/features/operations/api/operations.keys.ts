import type { Query } from '../../../lib/api-client.ts';

export const operationsKeys = {
  all: ['operations'] as const,
  list: (query: Query) => [...operationsKeys.all, 'list', query] as const,
};
