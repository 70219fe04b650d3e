import { useSearchParams } from 'react-router';
import { type DateRange, formatRange, parseRange } from './date-range.ts';

/** The control a filter bar shows for a filter: a select (with "all"), a search box, a date range. */
export type FilterControl = 'select' | 'search' | 'dateRange';

/**
 * How one filter reads from and writes to its URL query parameter (`null`: remove the parameter),
 * and how it is picked; a select's `values` are its options (none: the page gives them).
 */
export type FilterCodec<V, C extends FilterControl = FilterControl> = {
  parse: (raw: string | null) => V;
  format: (value: V) => string | null;
  control: C;
  values?: readonly string[];
};

/** One of a fixed set of values (a status, a method…); absent or unknown is "all" (`undefined`). */
export const oneOf = <T extends string>(values: readonly T[]): FilterCodec<T | undefined, 'select'> => ({
  parse: (raw) => values.find((value) => value === raw),
  format: (value) => value ?? null,
  control: 'select',
  values,
});

/** Free text (a search box): trimmed, empty is no filter. */
export const text: FilterCodec<string | undefined, 'search'> = {
  parse: (raw) => raw?.trim() || undefined,
  format: (value) => value?.trim() || null,
  control: 'search',
};

/** One of a list the page loads (the user's accounts): any id is kept, the server answers for it. */
export const loadedChoice: FilterCodec<string | undefined, 'select'> = { ...text, control: 'select' };

/** A date range (spec §2): absent is the default last 31 days, `all` every date. */
export const dateRange: FilterCodec<DateRange | null, 'dateRange'> = {
  parse: parseRange,
  format: formatRange,
  control: 'dateRange',
};

// `format` takes `never` so that any codec fits (its parameter is contravariant).
export type Codecs = Record<
  string,
  {
    parse: (raw: string | null) => unknown;
    format: (value: never) => string | null;
    control: FilterControl;
    values?: readonly string[];
  }
>;
export type FiltersOf<C extends Codecs> = { [K in keyof C]: ReturnType<C[K]['parse']> };

/**
 * A list's filters, kept in the URL query (one parameter per filter, named as in `codecs`) so a
 * reload or a shared link shows the same rows. Unknown values (a hand-edited URL) count as no
 * filter; changing a filter goes back to page 1; other parameters (`tab`, paging) are left alone.
 */
export const useUrlFilters = <C extends Codecs>(codecs: C) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(codecs).map(([name, codec]) => [name, codec.parse(searchParams.get(name))]),
  ) as FiltersOf<C>;
  const write = (change: Partial<FiltersOf<C>> | 'reset') =>
    setSearchParams(
      (params) => {
        params.delete('page');
        if (change === 'reset') {
          for (const name of Object.keys(codecs)) params.delete(name);
          return params;
        }
        for (const [name, value] of Object.entries(change)) {
          const raw = codecs[name]?.format(value as never);
          if (raw === null || raw === undefined) params.delete(name);
          else params.set(name, raw);
        }
        return params;
      },
      { replace: true },
    );
  return {
    codecs,
    filters,
    setFilters: (change: Partial<FiltersOf<C>>) => write(change),
    resetFilters: () => write('reset'),
  };
};
