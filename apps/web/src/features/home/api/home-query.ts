import { useQuery } from '@tanstack/react-query';
import { type Area, queryKeys } from '../../../lib/query-keys.ts';

/** A list page's rows as the home shows them: only the fields it reads. */
export type Page<Row> = { list: Row[]; total: number };

/** Each card shows its own failure; the rest of the home still works. */
const silent = { meta: { errorMode: 'silent' } } as const;

/** One card's query, keyed under its list's area so the list's changes refresh the card too. */
export const useHomeQuery = <T>(
  area: Area,
  accountId: string,
  query: Record<string, unknown>,
  load: () => Promise<T>,
) => useQuery({ queryKey: queryKeys.list(area, accountId, { home: true, ...query }), queryFn: load, ...silent });
