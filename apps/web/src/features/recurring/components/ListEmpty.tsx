import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { OtherModeHint } from '../../../components/OtherModeHint.tsx';
import type { Query } from '../../../lib/api-client.ts';

export type ListEmptyProps = {
  testId: string;
  description: string;
  /** Nothing matches a status, method or customer: the other mode is not worth asking. */
  filtered: boolean;
  area: 'mandates' | 'subscriptions';
  accountId: string;
  timeCreated: Query[string] | undefined;
  /** The list has loaded empty: the other mode may be asked. */
  loaded: boolean;
  children?: ReactNode;
};

/** An empty mandates or subscriptions list: why, what to do (the caller's buttons), and the other mode's records. */
export const ListEmpty = ({
  testId,
  description,
  filtered,
  area,
  accountId,
  timeCreated,
  loaded,
  children,
}: ListEmptyProps) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} data-testid={testId}>
    {!filtered && (
      <Flex vertical align="center" gap={12}>
        {children}
        <OtherModeHint area={area} accountId={accountId} timeCreated={timeCreated} enabled={loaded} />
      </Flex>
    )}
  </Empty>
);
