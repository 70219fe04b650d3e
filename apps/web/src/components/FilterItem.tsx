import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

export type FilterItemProps = { label: string; htmlFor: string; children: ReactNode };

/**
 * One labelled filter, laid out like an inline Form.Item: antd's Form (~9 KB gzip) has no
 * validation to do here and would push a list past its first-load budget.
 */
export const FilterItem = ({ label, htmlFor, children }: FilterItemProps) => {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={8}>
      <label htmlFor={htmlFor} style={{ color: token.colorText, whiteSpace: 'nowrap' }}>
        {label}
      </label>
      {children}
    </Flex>
  );
};
