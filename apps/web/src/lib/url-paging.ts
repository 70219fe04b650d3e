import { useSearchParams } from 'react-router';

// The server's list defaults (contract envelope.ts ships zod, so its constants aren't imported here).
export const pageSizeDefault = 20;
const pageSizeMax = 100;
export const pageSizeOptions = [10, 20, 50, 100];

export type Paging = { current: number; pageSize: number };

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : null;
};

/** A table's page and page size, kept in the URL (`?page=&pageSize=`) so a reload or a link keeps them. */
export const useUrlPaging = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const paging: Paging = {
    current: positiveInt(searchParams.get('page')) ?? 1,
    pageSize: positiveInt(searchParams.get('pageSize'), pageSizeMax) ?? pageSizeDefault,
  };
  const setPaging = ({ current, pageSize }: Partial<Paging>) =>
    setSearchParams(
      (params) => {
        params.set('page', String(current ?? 1));
        params.set('pageSize', String(pageSize ?? pageSizeDefault));
        return params;
      },
      { replace: true },
    );
  return { paging, setPaging };
};
