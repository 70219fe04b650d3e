import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { OtherModeHint, type OtherModeHintProps } from './OtherModeHint.tsx';

/** A list with nothing in its date range: says so, and points to the other mode's records in it. */
export const EmptyInMode = ({
  description,
  children,
  ...probe
}: OtherModeHintProps & { description: ReactNode; children?: ReactNode }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
    {children}
    <OtherModeHint {...probe} />
  </Empty>
);
