import {
  type OperationAction,
  type OperationSourceType,
  operationActions,
  operationSourceTypes,
} from '@paydeck/contract/operation-types';
import { useSearchParams } from 'react-router';
import { type DateRange, formatRange, parseRange } from '../../../lib/date-range.ts';

export type OperationFilters = {
  accountId: string | undefined;
  action: OperationAction | undefined;
  sourceType: OperationSourceType | undefined;
  /** `null`: every date. */
  range: DateRange | null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The URL names of the filters; the page's other parameters (`tab`, paging) are left alone. */
const names = { accountId: 'accountId', action: 'action', sourceType: 'sourceType', range: 'range' } as const;

/**
 * The log's filters, kept in the URL query so a reload or a shared link shows the same rows.
 * Unknown values (a hand-edited URL) count as no filter; changing a filter goes back to page 1.
 */
export const useOperationFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: OperationFilters = {
    accountId: searchParams.get(names.accountId) || undefined,
    action: oneOf(operationActions, searchParams.get(names.action)),
    sourceType: oneOf(operationSourceTypes, searchParams.get(names.sourceType)),
    range: parseRange(searchParams.get(names.range)),
  };
  const write = (change: Partial<OperationFilters> | 'reset') =>
    setSearchParams(
      (params) => {
        params.delete('page');
        if (change === 'reset') {
          for (const name of Object.values(names)) params.delete(name);
          return params;
        }
        for (const [key, value] of Object.entries(change) as [keyof OperationFilters, unknown][]) {
          if (key === 'range') params.set(names.range, formatRange(value as DateRange | null));
          else if (value) params.set(names[key], String(value));
          else params.delete(names[key]);
        }
        return params;
      },
      { replace: true },
    );
  return {
    filters,
    setFilters: (change: Partial<OperationFilters>) => write(change),
    resetFilters: () => write('reset'),
  };
};
