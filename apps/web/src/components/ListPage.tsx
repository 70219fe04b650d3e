import { theme } from 'antd';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from './AfterFirstPaint.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { ModeTag } from './ModeTag.tsx';
import { PageTitle } from './PageTitle.tsx';

/** What the page needs of the list's query (TanStack's result) to say it failed and retry. */
export type ListQuery = { isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

export type ListPageProps = {
  /** Absent when the list is a tab under another page's title (the profile's operation log). */
  title?: string;
  intro?: ReactNode;
  /** The list holds one mode's records: the mode tag shows beside the title. */
  mode?: boolean;
  /** At the end of the title row (create a customer, make a test payment). */
  actions?: ReactNode;
  /** The filter bar, above the table; it stays when the list fails so the filters can be changed. */
  filters?: ReactNode;
  query: ListQuery;
  loadFailedTitle: string;
  /** The table (a `ServerTable`). */
  children: ReactNode;
};

// Plain flex rows: antd's Flex (~1 KB gzip) is not otherwise on the operation log's first load.
const row = { display: 'flex', alignItems: 'center' } as const;

/**
 * A dashboard list (ARCHITECTURE §6): the title with the mode tag and actions, an intro, the
 * filters, then the table, or why it could not be loaded with a retry. While a retry runs the
 * table shows its loading state, not the old failure.
 */
export const ListPage = ({
  title,
  intro,
  mode = false,
  actions,
  filters,
  query,
  loadFailedTitle,
  children,
}: ListPageProps) => {
  const { token } = theme.useToken();
  return (
    <>
      {title !== undefined && (
        <div style={{ ...row, justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
          <div style={{ ...row, gap: 12 }}>
            <PageTitle>{title}</PageTitle>
            {mode && <ModeTag />}
          </div>
          <AfterFirstPaint>{actions}</AfterFirstPaint>
        </div>
      )}
      {intro && <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{intro}</p>}
      <AfterFirstPaint>
        {filters}
        {query.isError && !query.isFetching ? (
          <LoadFailed title={loadFailedTitle} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          children
        )}
      </AfterFirstPaint>
    </>
  );
};
