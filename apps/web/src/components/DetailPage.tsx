import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { CopyButton } from './CopyButton.tsx';
import { LinkButton } from './LinkButton.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { ModeTag } from './ModeTag.tsx';
import { PageTitle } from './PageTitle.tsx';

/** The server's answer for an unknown id, or another account's: spec §8 words both as "not found". */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export type DetailPageProps<T> = {
  /** The way back to the list: one level up unless the route is nested otherwise. */
  backTo?: string;
  backLabel: string;
  title: ReactNode;
  /** Shown beside the title, before the mode tag, with a copy button while the record exists. */
  recordId?: string;
  /** The record belongs to one mode: the mode tag shows beside the title. */
  mode?: boolean;
  /** At the end of the title row (edit the customer). */
  extra?: ReactNode;
  query: UseQueryResult<T>;
  /** The id can't name a record (not a catalogue method): not found without asking the server. */
  unknownId?: boolean;
  /** The record's own not-found panel, with the way back. */
  notFound: ReactNode;
  loadFailedTitle: string;
  children: (record: T) => ReactNode;
};

/**
 * A dashboard record's page (ARCHITECTURE §6): the way back, the title, then the record, its
 * not-found panel, a skeleton while it loads, or why it could not be loaded with a retry.
 */
export const DetailPage = <T,>({
  backTo = '..',
  backLabel,
  title,
  recordId,
  mode = false,
  extra,
  query,
  unknownId = false,
  notFound,
  loadFailedTitle,
  children,
}: DetailPageProps<T>) => {
  const body =
    unknownId || isNotFound(query.error) ? (
      notFound
    ) : query.isPending ? (
      <Skeleton active paragraph={{ rows: 10 }} />
    ) : query.isError ? (
      <LoadFailed title={loadFailedTitle} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      children(query.data)
    );
  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={backTo}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {backLabel}
      </LinkButton>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 8 }}>
        <Flex align="center" gap={12} wrap>
          <PageTitle>{title}</PageTitle>
          {recordId !== undefined && <code>{recordId}</code>}
          {recordId !== undefined && !unknownId && !isNotFound(query.error) && (
            <CopyButton text={recordId} size="small" type="text" />
          )}
          {mode && <ModeTag />}
        </Flex>
        {extra}
      </Flex>
      {body}
    </Flex>
  );
};
